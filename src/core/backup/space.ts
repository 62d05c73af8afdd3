import { AppError } from '../../shared/errors';
import { toStorageError } from '../fs/errors';
import type { Db } from '../db/open';
import type { BackupIo } from './io';

const MIB = 1024 * 1024;
/** Room for the header, SQLite's rounding and the file system's own bookkeeping. */
export const SPACE_MARGIN_BYTES = 4 * MIB;

/** The database's size as its connection sees it (the WAL's committed pages included). */
export function databaseBytes(db: Db): number {
  return (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
}

/** Checked before writing, so a full disk is refused up front rather than halfway through. */
export async function assertFreeSpace(dir: string, neededBytes: number, io: BackupIo): Promise<void> {
  const free = await io.freeBytes(dir);
  if (free >= neededBytes) return;
  const neededMb = Math.ceil(neededBytes / MIB);
  const freeMb = roundedDown(free / MIB);
  throw new AppError(
    'NOT_ENOUGH_SPACE',
    `There is not enough free space in ${dir}: about ${neededMb} MB is needed and ${freeMb} MB is free. Free some space or choose another folder; nothing was changed.`,
    { folder: dir, neededMb, freeMb },
  );
}

/** Tenths under 10 MB, where "0 MB is free" would read as none at all. */
function roundedDown(mb: number): number {
  return mb < 10 ? Math.floor(mb * 10) / 10 : Math.floor(mb);
}

/** SQLite reports a full disk or an unwritable folder in its own words; say it in ours. */
export function asStorageError(error: unknown, where: string): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'SQLITE_FULL') return toStorageError(Object.assign(new Error('disk full'), { code: 'ENOSPC' }), where);
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY') return toStorageError(Object.assign(new Error('cannot write'), { code: 'EACCES' }), where);
  return toStorageError(error, where);
}
