import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { AppError } from '../../shared/errors';
import { BACKUP_EXTENSION, looksLikeBackup } from '../backup/format';

/**
 * Refuses a file the coach asked to write (an export, a PDF, a backup saved elsewhere) that
 * would replace one Coachdesk keeps the practice in: anything in the data folder itself (the
 * database, its key slots, a restore being staged) or an existing backup wherever it is, by its
 * name or, as a backup may be written under any name, by its contents.
 * A save dialog lets the coach confirm "replace", and a path can be typed; either way the
 * practice must not be overwritten by a copy of itself.
 */
export function refuseOwnFile(path: string, dataDir: string): void {
  const target = realPathOf(path);
  const inDataFolder = dirname(target) === realPathOf(dataDir);
  if (inDataFolder || (existsSync(target) && (target.endsWith(BACKUP_EXTENSION) || looksLikeBackup(target)))) {
    throw new AppError('TARGET_IS_PRACTICE_FILE', `${path} is a file Coachdesk keeps your practice in. Choose another name or folder; nothing was written.`, { path });
  }
}

/** Refuses the data folder itself as the place for files the coach asked for (a day's PDFs). */
export function refuseDataFolder(folder: string, dataDir: string): void {
  if (realPathOf(folder) === realPathOf(dataDir)) {
    throw new AppError('FOLDER_IS_PRACTICE_FOLDER', `${folder} is the folder Coachdesk keeps your practice in. Choose another folder; nothing was written.`, { folder });
  }
}

/**
 * Where a path leads once links are followed: its deepest existing folder resolved, the rest as
 * given. The native call spells it as the file system does (case, Windows' short names), so a
 * path typed in another case on macOS or Windows is still known for what it is.
 */
function realPathOf(path: string): string {
  const rest: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    try {
      return join(realpathSync.native(at), ...rest);
    } catch {
      if (dirname(at) === at) return resolve(path);
      rest.unshift(basename(at));
    }
  }
}
