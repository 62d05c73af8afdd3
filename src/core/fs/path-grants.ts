import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { BACKUP_EXTENSION, type DialogKind, type Method, withBackupExtension } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { backupFolder } from '../backup/folder';
import type { CoreContext } from '../context';
import { practiceFiles } from '../paths';
import { readSettings } from '../settings/settings-store';

/**
 * Places the core itself hands out, which need no pick: a backup as the Backups page lists it
 * (a backup file directly in the backup folder in use, or in the practice's own), and the
 * backup folder in use or the default one.
 */
type CoreOwned = 'listedBackup' | 'backupFolder';

interface PathRule {
  /** The input field that names the file or folder. */
  field: string;
  /** The pickers whose choice it may be. */
  kinds: readonly DialogKind[];
  coreOwned?: CoreOwned;
}

/**
 * Every contract input that names a file or folder the core reads or writes, and the pickers
 * that may have chosen it. tests/unit/api/path-grants.test.ts checks that every path field of
 * the contract is listed here.
 */
export const PATH_RULES: { readonly [M in Method]?: PathRule } = {
  'backup.create': { field: 'path', kinds: ['backupTarget'] },
  'backup.setFolder': { field: 'path', kinds: ['backupFolder'], coreOwned: 'backupFolder' },
  'settings.update': { field: 'backupFolder', kinds: ['backupFolder'], coreOwned: 'backupFolder' },
  'backup.inspect': { field: 'path', kinds: ['backupFile'], coreOwned: 'listedBackup' },
  'backup.verify': { field: 'path', kinds: ['backupFile'], coreOwned: 'listedBackup' },
  'backup.restore': { field: 'path', kinds: ['backupFile'], coreOwned: 'listedBackup' },
  'export.json': { field: 'path', kinds: ['exportFile'] },
  'export.csv': { field: 'path', kinds: ['exportFolder'] },
  'export.client': { field: 'path', kinds: ['exportFolder'] },
  'export.icfLog': { field: 'path', kinds: ['icfLogFile'] },
  'import.inspectJson': { field: 'path', kinds: ['importJson'] },
  'import.json': { field: 'path', kinds: ['importJson'] },
  'import.csvPreview': { field: 'path', kinds: ['importCsv'] },
  'import.csvCommit': { field: 'path', kinds: ['importCsv'] },
  'reports.generate': { field: 'path', kinds: ['pdfTarget'] },
  // The batch writes files directly in the folder under names it makes itself.
  'reports.batch': { field: 'folder', kinds: ['pdfFolder'] },
};

/**
 * Which files and folders the renderer may name to the core. In the desktop app (native
 * dialogs) it is only what the coach chose in a native picker during this run, for the use that
 * picker was opened for, or what the core itself handed out: a script that got into the
 * renderer must not read or overwrite any file of the user's. Without native dialogs (the command
 * line, the browser bridge) the coach types paths, and any is taken, as before.
 *
 * The one entrance (api/dispatch.ts) checks every call against PATH_RULES; `dialog.pick` records.
 */
export class PathGrants {
  /** A resolved path → the pickers it was chosen in. */
  private readonly chosen = new Map<string, Set<DialogKind>>();

  constructor(readonly enforced: boolean) {}

  /** The coach chose `path` in a native picker of `kind`. */
  record(kind: DialogKind, path: string): void {
    this.add(kind, path);
    // The app adds the extension a Linux save dialog leaves out (withBackupExtension), and writes there.
    if (kind === 'backupTarget') this.add(kind, withBackupExtension(path));
  }

  /** Refuses, before anything is read or written, a path the coach did not choose for this call. */
  check(method: Method, input: unknown, context: CoreContext): void {
    const rule = PATH_RULES[method];
    if (!rule) return;
    const path = (input as Record<string, unknown> | null)?.[rule.field];
    // Absent (or '' for the default backup folder): the core chooses the place itself.
    if (typeof path !== 'string' || path === '') return;
    // The contract, shared with a renderer that does not know the system, takes C:\ and / alike;
    // resolved here, C:\x would be a file of that name in the current folder.
    if (!isAbsolute(path)) throw new AppError('INVALID_INPUT', `${path} is not a full path on this computer. Choose the place again; nothing was read or written.`, { path });
    if (!this.enforced) return;
    if (rule.kinds.some((kind) => this.chosen.get(resolve(path))?.has(kind))) return;
    if (rule.coreOwned && handedOut(rule.coreOwned, path, context)) return;
    throw new AppError(
      'PATH_NOT_CHOSEN',
      `Coachdesk reads and writes only the files and folders you choose in its file dialogs, and ${path} was not chosen there. Choose it again with the button; nothing was read or written.`,
      { path },
    );
  }

  private add(kind: DialogKind, path: string): void {
    const key = resolve(path);
    const kinds = this.chosen.get(key) ?? new Set();
    kinds.add(kind);
    this.chosen.set(key, kinds);
  }
}

/** The backup folders the core uses: the one in the settings (readable only while unlocked) and the practice's own. */
function backupFolders({ vault, dataDir }: CoreContext): string[] {
  const folders = [practiceFiles(dataDir).backups];
  if (vault.isUnlocked) folders.push(backupFolder(readSettings(vault.db), dataDir).folder);
  return folders.map((folder) => resolve(folder));
}

function handedOut(owned: CoreOwned, path: string, context: CoreContext): boolean {
  const folders = backupFolders(context);
  const target = resolve(path);
  if (owned === 'backupFolder') return folders.includes(target);
  // As the list shows them (backup/list.ts): a backup's name, not hidden, directly in the folder.
  const name = basename(target);
  return name.endsWith(BACKUP_EXTENSION) && !name.startsWith('.') && folders.includes(dirname(target));
}
