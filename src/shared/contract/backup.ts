import { z } from 'zod';
import { ErrorCode, ErrorDetails } from '../errors';
import { AbsolutePath } from '../settings';
import { publicMethod, unlockedMethod } from './define';

const NoInput = z.object({}).strict();

/** Why a backup was made; written in its header and shown in the list. */
export const BackupReason = z.enum(['manual', 'daily', 'quit', 'pre-migration', 'pre-restore']);
export type BackupReason = z.infer<typeof BackupReason>;

/**
 * `verified`: written and checked by Coachdesk, and still whole (header readable, size as
 * written); `damaged`: unreadable or cut short; `newer`: made by a newer Coachdesk.
 */
export const BackupState = z.enum(['verified', 'damaged', 'newer']);
export type BackupState = z.infer<typeof BackupState>;

export const RecordCounts = z.record(z.string(), z.number().int().min(0));

export const BackupSummary = z.object({
  path: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().min(0),
  /** From the header; the file's modification time when the header cannot be read. */
  createdAt: z.string(),
  state: BackupState,
  reason: BackupReason.nullable(),
  appVersion: z.string().nullable(),
  schemaVersion: z.number().int().nullable(),
  counts: RecordCounts.nullable(),
  /** Which practice it was made of (its key file's id); null when the header cannot be read. */
  vaultId: z.string().nullable(),
});
export type BackupSummary = z.infer<typeof BackupSummary>;

/** What the dashboard's alert and the navigation's marker need: is there a recent good backup, and can more be made? */
export const BackupStatus = z.object({
  /** The folder exists and Coachdesk can write to it (a removed USB drive is not). */
  folderReachable: z.boolean(),
  lastGoodAt: z.string().nullable(),
  /** No good backup in a practice set up a day ago or more, or the newest is older than the `backupWarnAfterDays` setting. */
  stale: z.boolean(),
  warnAfterDays: z.number().int(),
  /** The last automatic backup that failed since the app started, if any. */
  lastAutomaticFailure: z.object({ code: ErrorCode, at: z.string(), details: ErrorDetails.optional() }).nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatus>;

/** Everything the Backups page shows: the status, the folder and every backup in it. */
export const BackupOverview = z.object({
  folder: z.string(),
  isDefaultFolder: z.boolean(),
  /** The shell offers native file and folder pickers (Electron); the browser types paths. */
  nativeDialogs: z.boolean(),
  ...BackupStatus.shape,
  backups: z.array(BackupSummary),
  /** This practice's id, to tell its backups from another's in a shared folder (`BackupSummary.vaultId`). */
  vaultId: z.string().nullable(),
});
export type BackupOverview = z.infer<typeof BackupOverview>;

export const BackupInspection = z.object({
  path: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  reason: BackupReason,
  appVersion: z.string(),
  schemaVersion: z.number().int(),
  counts: RecordCounts,
  /** False when the backup comes from another practice: its passphrase and recovery key then replace the current ones. */
  samePractice: z.boolean(),
});
export type BackupInspection = z.infer<typeof BackupInspection>;

const Path = AbsolutePath;
const BackupPassphrase = z.string().min(1).max(1024);
const BackupRecoveryKey = z.string().min(1).max(200);

/** A backup file and the passphrase or recovery key that was valid when it was made. */
const BackupWithSecret = z.union([
  z.object({ path: Path, passphrase: BackupPassphrase }).strict(),
  z.object({ path: Path, recoveryKey: BackupRecoveryKey }).strict(),
]);

export const RestoreResult = z.object({
  restoredFrom: z.string(),
  createdAt: z.string(),
  /** The practice now opens with the backup's passphrase and recovery key. */
  keysReplaced: z.boolean(),
  /** Where the practice as it was just before the restore was kept; null for an empty folder. */
  preRestoreBackup: z.string().nullable(),
  /** Files that could not be opened (an unopenable practice, or a database without keys), kept in the data folder under these names. */
  setAside: z.array(z.string()),
});
export type RestoreResult = z.infer<typeof RestoreResult>;

/** How a backup file's name ends: in the backup folder, and as the app's "save as" names one. */
export const BACKUP_EXTENSION = '.coachdesk-backup';

/**
 * A name chosen in the app's "save as" (a native dialog, or typed in the browser), with the
 * extension added when it was left out, as a Windows or macOS dialog adds it (Linux's does not).
 * The core writes exactly the path it is given, so `backup create --out FILE` writes FILE.
 */
export function withBackupExtension(path: string): string {
  return path.endsWith(BACKUP_EXTENSION) ? path : `${path}${BACKUP_EXTENSION}`;
}

/**
 * Native pickers. backupFolder/backupFile/backupTarget: choose, open and save backups; exportFile
 * and icfLogFile: save a JSON or CSV file; exportFolder: name a new folder for CSV files or a
 * client's export; importCsv and importJson: open a file to import; pdfTarget: "save PDF as";
 * pdfFolder: a folder for a batch of PDFs.
 */
export const DialogKind = z.enum(['backupFolder', 'backupFile', 'backupTarget', 'exportFile', 'exportFolder', 'icfLogFile', 'importCsv', 'importJson', 'pdfTarget', 'pdfFolder']);
export type DialogKind = z.infer<typeof DialogKind>;

/** Where each picker's title and description live in the message files (`<prefix>.title`, `<prefix>.description`). */
export const DIALOG_TEXT: Record<DialogKind, string> = {
  backupFolder: 'backups.pathPrompt.backupFolder',
  backupFile: 'backups.pathPrompt.backupFile',
  backupTarget: 'backups.pathPrompt.backupTarget',
  exportFile: 'backups.pathPrompt.exportFile',
  exportFolder: 'backups.pathPrompt.exportFolder',
  icfLogFile: 'backups.pathPrompt.icfLogFile',
  importCsv: 'backups.pathPrompt.importCsv',
  importJson: 'backups.pathPrompt.importJson',
  pdfTarget: 'reports.pathPrompt.pdfTarget',
  pdfFolder: 'reports.pathPrompt.pdfFolder',
};

export const backupContract = {
  'backup.overview': unlockedMethod(NoInput, BackupOverview),
  /** The overview without the list: cheap enough for every page (no backup's header is read twice). */
  'backup.status': unlockedMethod(NoInput, BackupStatus),
  /** Writes and verifies a backup, in the backup folder or at `path`. */
  'backup.create': unlockedMethod(z.object({ path: Path.optional() }).strict(), BackupSummary),
  /** Checks the folder exists and is writable, then saves it; null goes back to the default. */
  'backup.setFolder': unlockedMethod(z.object({ path: Path.nullable() }).strict(), BackupOverview),
  /** The header of a backup file (no key needed): what a coach sees before confirming a restore. */
  'backup.inspect': publicMethod(z.object({ path: Path }).strict(), BackupInspection),
  /**
   * Replaces the practice with a backup, opened with the passphrase or recovery key valid
   * when it was made. Allowed while unlocked (the current data is backed up first), in an
   * empty data folder (a new computer), or on a practice known to be unopenable (its files are
   * set aside); refused while a healthy practice is locked.
   */
  'backup.restore': publicMethod(BackupWithSecret, RestoreResult),
  /** Reads a backup fully, opens it with its own secret and checks it; the practice is not touched. */
  'backup.verify': publicMethod(BackupWithSecret, BackupInspection),
  /**
   * A native picker from the shell; `path` is null when the coach cancels or none exists. Public:
   * the lock screen of an unopenable practice chooses a backup with it, and it only returns a
   * path the coach picked; what is then done with it is checked by the call that uses it.
   */
  'dialog.pick': publicMethod(z.object({ kind: DialogKind, defaultName: z.string().max(255).optional() }).strict(), z.object({ path: z.string().nullable() })),
};
