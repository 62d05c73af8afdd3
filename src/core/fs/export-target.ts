import { readdirSync, statSync } from 'node:fs';
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

/** A file to write (replaced if it exists): its folder must exist and it must not be a folder itself. */
export function checkExportFile(path: string): void {
  requireParentFolder(path);
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw targetTaken(path);
}

/** A folder to create: it must not exist yet, or be empty. */
export function checkExportFolder(path: string): void {
  requireParentFolder(path);
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat && (!stat.isDirectory() || readdirSync(path).length > 0)) throw targetTaken(path);
}

function targetTaken(path: string): AppError {
  return new AppError('EXPORT_TARGET_EXISTS', `${path} already exists. Choose a new name (or an empty folder) so nothing there is overwritten; nothing was written.`, { path });
}
