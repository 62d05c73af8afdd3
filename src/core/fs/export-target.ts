import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppError } from '../../shared/errors';

/**
 * Exports and PDFs hold the coach's records in plain text, so they go exactly where the coach said and
 * nowhere else. These checks refuse, before anything is written, a place that cannot work.
 */
function requireParentFolder(path: string): void {
  const parent = dirname(path);
  const stat = statSync(parent, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) {
    throw new AppError('EXPORT_FOLDER_MISSING', `The folder ${parent} does not exist or cannot be reached. Choose a folder that exists (connect its drive first); nothing was written.`, { folder: parent });
  }
}

/**
 * A file to write (replaced if it exists): its folder must exist, and what is there must be a
 * file (not a folder, a device or a pipe, which the write's rename would replace).
 */
export function checkExportFile(path: string): void {
  requireParentFolder(path);
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat && !stat.isFile()) throw targetTaken(path);
}

/** A folder to create: it must not exist yet, or be empty. */
export function checkExportFolder(path: string): void {
  requireParentFolder(path);
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat && (!stat.isDirectory() || readdirSync(path).length > 0)) throw targetTaken(path);
}

/** A file to create: nothing may be there yet (a backup saved as a name already taken, a typo away from a coach's document). */
export function refuseExisting(path: string): void {
  if (existsSync(path)) throw targetTaken(path);
}

function targetTaken(path: string): AppError {
  return new AppError('EXPORT_TARGET_EXISTS', `${path} already exists. Choose a new name (or an empty folder) so nothing there is overwritten; nothing was written.`, { path });
}
