import { timingSafeEqual } from 'node:crypto';
import { dirname } from 'node:path';
import type { RestoreResult } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { toErrorShape } from '../api/error-mapping';
import type { PracticeFiles } from '../paths';
import { wipe } from '../vault/crypto';
import { writeKeyFile } from '../vault/key-file';
import { lockedForRestore } from '../vault/unopenable';
import type { Vault } from '../vault/vault';
import { type BackupSecret, openBackupKey } from './backup-key';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { readContainerHeader } from './container';
import { assertReadable } from './format';
import type { BackupIo } from './io';
import { type Report, share } from './progress';
import { commitRestore, discardStagedRestore, settleRestore } from './restore-journal';
import { asStorageError, assertFreeSpace, SPACE_MARGIN_BYTES } from './space';
import { checkWholeBackup } from './verify';

export interface RestoreContext {
  vault: Vault;
  files: PracticeFiles;
  io: BackupIo;
  appVersion: string;
  supportedSchema: number;
  runtime: WorkerRuntime;
  now(): number;
  /** Backs up the practice as it is (the pre-restore copy) and returns the file's path. */
  backUpCurrent(onProgress: (fraction: number) => void): Promise<string>;
  report: Report;
}

/**
 * Replaces the practice with a backup. Every check comes before the first change: the file
 * must be whole and readable by this version, the secret must open it, the disk must have
 * room, and the copied-out database must pass the database check with the promised counts.
 * Then the current practice is backed up, the swap is committed by the restore journal
 * (see restore-journal.ts) and the practice reopens on the restored data.
 *
 * Key slots: when the backup holds the same data key as the open practice (the same
 * practice, earlier), the current passphrase, recovery key and device unlock stay as they
 * are. Otherwise (another practice, or an empty folder on a new computer) the backup's key
 * slots become the practice's, so it opens with the backup's passphrase and recovery key.
 *
 * A locked practice is refused unless no one can open it (vault/unopenable.ts): then there is
 * nothing to back up first, and its files are set aside in the data folder instead, as is a
 * database found without its key file, and an open one whose copy failed on a damaged page.
 * Nothing is deleted either way.
 */
const RESTORED_NOT_OPENED_TEXT =
  'The backup was restored, but the practice could not be opened afterwards. Free some space if the disk is full, then unlock it. If anything from before the restore is missing, it is in your backups, marked "Before a restore".';

export async function restoreBackup(path: string, secret: BackupSecret, context: RestoreContext): Promise<RestoreResult> {
  const { vault, files, io, report } = context;
  if (vault.isSetUp && !vault.isUnlocked && !vault.unopenable()) throw lockedForRestore();
  await vault.refuseIfOpenElsewhere();
  const { header } = await readContainerHeader(path);
  assertReadable(header, context.supportedSchema, context.appVersion);
  const dataKey = await openBackupKey(header.keys, secret);
  let keysReplaced = true;
  let preRestoreBackup: string | null = null;
  let setAside: string[] = [];
  try {
    discardStagedRestore(files);
    await assertFreeSpace(dirname(files.database), header.database.bytes + SPACE_MARGIN_BYTES, io);
    await checkWholeBackup(path, dataKey, files.stagedDatabase, { io, runtime: context.runtime, onProgress: share(report, 'reading', 0, 0.4) });
    const current = vault.isUnlocked ? vault.backupSource() : undefined;
    keysReplaced = !current || !timingSafeEqual(current.dataKey, dataKey);
    wipe(current?.dataKey);
    writeKeyFile(files.stagedKeys, current && !keysReplaced ? current.keyFile : header.keys);
    io.reached('staged');
    if (vault.isUnlocked) {
      try {
        preRestoreBackup = await context.backUpCurrent(share(report, 'safety-backup', 0.45, 0.9));
      } catch (error) {
        // A damaged page an unlock never read fails the copy: such a practice is set aside instead.
        if (!vault.lockIfDamaged()) throw error;
      }
    }
    // Checking and backing up took a while: another window may have opened the practice since.
    await vault.refuseIfOpenElsewhere();
    if (!vault.isUnlocked) setAside = vault.setAsideForRestore();
    io.reached('pre-restore-backup-made');
    commitRestore(files, new Date(context.now()));
    io.reached('journal-written');
  } catch (error) {
    discardStagedRestore(files);
    wipe(dataKey);
    throw asStorageError(error, dirname(files.database));
  }
  report('swapping', 0.9);
  try {
    await vault.reopenAfter(() => settleRestore(files, io), dataKey);
  } catch (error) {
    // The journal committed the swap (a crash now would finish it at the next start): the
    // restore happened, and "nothing was changed", which the cause's own message says, is untrue.
    throw new AppError('RESTORED_NOT_OPENED', RESTORED_NOT_OPENED_TEXT, { cause: toErrorShape(error).code });
  }
  return { restoredFrom: path, createdAt: header.createdAt, keysReplaced, preRestoreBackup, setAside };
}
