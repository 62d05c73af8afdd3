import { z } from 'zod';

/**
 * Every error a coach can meet has a code. The renderer translates it
 * (`errors.<CODE>` in the message files, with `details` as interpolation values);
 * the CLI prints the English `message`, which always says what to do next.
 */
export const ErrorCode = z.enum([
  'INVALID_INPUT',
  'UNKNOWN_METHOD',
  'NOT_SET_UP',
  'ALREADY_SET_UP',
  'SETUP_NOT_STARTED',
  'RECOVERY_KEY_MISMATCH',
  'WEAK_PASSPHRASE',
  'WRONG_PASSPHRASE',
  'WRONG_RECOVERY_KEY',
  'TOO_MANY_ATTEMPTS',
  'LOCKED',
  'DEVICE_UNLOCK_UNAVAILABLE',
  'DEVICE_UNLOCK_FAILED',
  'CIPHER_MISSING',
  'DB_TOO_NEW',
  'DB_CORRUPT',
  'DB_MISSING',
  'KEYFILE_CORRUPT',
  'DISK_FULL',
  /** SQLite could not read or write its files (SQLITE_IOERR): on a disk full to the last byte, or unplugged, or failing. */
  'STORAGE_FAILED',
  'STORAGE_READONLY',
  'PDF_PASSWORD_UNUSABLE',
  'PDF_PASSWORD_TOO_LONG',
  'LOGO_UNUSABLE',
  'PRINT_UNAVAILABLE',
  'NOT_FOUND',
  'CODE_TAKEN',
  'CLIENT_IN_TRASH',
  'INVALID_RECURRENCE',
  'NOT_ENOUGH_SPACE',
  'BACKUP_NOT_FOUND',
  'BACKUP_CORRUPT',
  /** A backup being made met damage in the practice's own database (practice-damage.ts): the practice needs restoring, not a damaged backup. */
  'PRACTICE_DAMAGED',
  'BACKUP_TOO_NEW',
  'BACKUP_WRONG_SECRET',
  'BACKUP_FOLDER_UNREACHABLE',
  'BACKUP_BUSY',
  /** A backup being written was stopped (the command line's Ctrl-C or kill): its unfinished file was removed. */
  'BACKUP_STOPPED',
  /** A call made while a restore replaces the practice: refused, as it would be undone. */
  'RESTORE_RUNNING',
  'PRACTICE_OPEN_ELSEWHERE',
  'RESTORED_NOT_OPENED',
  'SESSION_OF_OTHER_CLIENT',
  'NO_METRIC',
  'METRIC_DIRECTION',
  'AREA_UNKNOWN',
  'AREA_UNSCORED',
  'SCORE_OUT_OF_SCALE',
  'BUILTIN_TEMPLATE',
  'TEMPLATE_BUILT_IN',
  'ACTION_NOT_OPEN',
  'EXPORT_FOLDER_MISSING',
  'EXPORT_TARGET_EXISTS',
  /** The export's worker died midway (out of memory, say): what it wrote was removed. */
  'EXPORT_INTERRUPTED',
  'IMPORT_FILE_NOT_FOUND',
  'IMPORT_NOT_AN_EXPORT',
  'IMPORT_TOO_NEW',
  'IMPORT_INVALID',
  'IMPORT_INCOMPLETE',
  'IMPORT_UNKNOWN_TEMPLATE',
  'TARGET_IS_PRACTICE_FILE',
  /** PDFs asked for in the data folder: plain text beside the encrypted practice. */
  'FOLDER_IS_PRACTICE_FOLDER',
  /** The desktop app was asked to read or write a path the coach did not choose in a native picker (core/fs/path-grants.ts). */
  'PATH_NOT_CHOSEN',
  'NOTE_NOT_SAVED',
  'CSV_NOT_TEXT',
  'CSV_EMPTY',
  'CSV_TOO_LARGE',
  'CSV_NO_NAME_COLUMN',
  'CSV_HAS_ERRORS',
  'CSV_CHANGED',
  'CLIENT_NOT_IN_TRASH',
  'DEMO_NOT_EMPTY',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type ErrorDetails = z.infer<typeof ErrorDetails>;

export const AppErrorShape = z.object({
  code: ErrorCode,
  message: z.string(),
  details: ErrorDetails.optional(),
});
export type AppErrorShape = z.infer<typeof AppErrorShape>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toShape(): AppErrorShape {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

export function isAppErrorShape(value: unknown): value is AppErrorShape {
  return AppErrorShape.safeParse(value).success;
}
