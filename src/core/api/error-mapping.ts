import { ZodError } from 'zod';
import { AppError, type AppErrorShape } from '../../shared/errors';
import { toStorageError } from '../fs/errors';

const FIELD_NAME = /^[A-Za-z]{1,40}$/;

/**
 * Every failure leaves the core as `{code, message}`. Unknown errors are logged here (to
 * stderr, never a file) and reach the caller as a generic sentence without a stack trace.
 */
export function toErrorShape(error: unknown): AppErrorShape {
  if (error instanceof AppError) return error.toShape();
  if (error instanceof ZodError) {
    const problems = error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    const message = `Some of the information given is not valid (${problems.join('; ')}). Correct it and try again.`;
    // The fields by name ("email", "unit" of a goal's metric), so the page can say which are wrong.
    // Only names like the contract's own: a record's keys come from the input and are not echoed.
    const named = error.issues.map((issue) => issue.path.findLast((key) => typeof key === 'string')).filter((key) => key !== undefined && FIELD_NAME.test(key));
    const fields = [...new Set(named)].slice(0, 5);
    return fields.length > 0 ? { code: 'INVALID_INPUT', message, details: { fields: fields.join(',') } } : { code: 'INVALID_INPUT', message };
  }
  const sqliteCode = (error as { code?: unknown } | undefined)?.code;
  if (sqliteCode === 'SQLITE_FULL') return (toStorageError(Object.assign(new Error(), { code: 'ENOSPC' }), 'the practice') as AppError).toShape();
  if (sqliteCode === 'SQLITE_READONLY' || sqliteCode === 'SQLITE_CANTOPEN') return (toStorageError(Object.assign(new Error(), { code: 'EROFS' }), 'the practice') as AppError).toShape();
  // Opening a practice on a disk full to its last byte fails here (the WAL's index cannot grow), not as SQLITE_FULL.
  if (typeof sqliteCode === 'string' && sqliteCode.startsWith('SQLITE_IOERR')) {
    return { code: 'STORAGE_FAILED', message: 'Coachdesk could not read or write the practice on its disk. The disk may be full, unplugged or failing: free some space or check it, then try again; nothing was changed.' };
  }
  if (sqliteCode === 'SQLITE_CORRUPT' || sqliteCode === 'SQLITE_NOTADB') {
    return { code: 'DB_CORRUPT', message: 'The practice database is damaged. Restore it from your latest backup.' };
  }
  const mapped = toStorageError(error, 'the data folder');
  if (mapped instanceof AppError) return mapped.toShape();
  console.error('[coachdesk] unexpected error:', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  return { code: 'INTERNAL', message: 'Something went wrong inside Coachdesk. Your data was not changed; try again, and restart the app if it keeps happening.' };
}
