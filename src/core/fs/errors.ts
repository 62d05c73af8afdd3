import { AppError } from '../../shared/errors';

/**
 * Turns file-system failures a coach can meet into errors that say what to do.
 * Anything else is rethrown untouched so it surfaces as INTERNAL.
 */
export function toStorageError(error: unknown, where: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new AppError('DISK_FULL', `The disk holding ${where} is full. Free some space and try again; nothing was changed.`);
  }
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return cannotWriteTo(where);
  return error;
}

/** A folder that is read-only, or gone (its drive unplugged). */
export function cannotWriteTo(where: string): AppError {
  return new AppError('STORAGE_READONLY', `Coachdesk cannot write to ${where}. Check that the folder exists and is writable; nothing was changed.`);
}
