import { AppError } from '../../shared/errors';
import { fileIsAuthentic } from '../db/sqlcipher-pages';
import type { Db } from '../db/open';

/**
 * Which of the two was damaged when a backup being made fails: the practice it was copied
 * from, or the copy. A backup's check (database-check.ts) says BACKUP_CORRUPT, the words for
 * a backup file read from disk; for a copy just made of the open practice they would send the
 * coach to look for another backup while the damage sits in the practice, and every later
 * backup would fail the same way.
 *
 * - Damage met while reading the practice itself (the snapshot's own reads, or VACUUM INTO):
 *   the practice.
 * - The copy failing its check: the practice when its own file has a page that fails its HMAC
 *   (a disk fault; SQLite notices only when it reads that page). Otherwise the copy was
 *   damaged on its way to the backup folder (a failing drive there), and it stays
 *   BACKUP_CORRUPT: telling the coach to restore an older backup then would lose their work.
 *
 * The practice's pages are read here on the main thread, once, and only after a failure: no
 * write of this process can come between the reads (a worker could see a checkpoint half
 * written and call a healthy page damaged).
 */
export function blameDamage(error: unknown, practice: { db: Db; dataKey: Buffer }, copyMade: boolean): unknown {
  if (!copyMade) return isSqliteDamage(error) ? practiceDamaged() : error;
  if (error instanceof AppError && error.code === 'BACKUP_CORRUPT' && !fileIsAuthentic(practice.db.name, practice.dataKey)) return practiceDamaged();
  return error;
}

/** SQLite's words for a damaged file, and open.ts's (DB_CORRUPT), as a connection to the practice meets them. */
function isSqliteDamage(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'DB_CORRUPT';
}

export function practiceDamaged(): AppError {
  return new AppError(
    'PRACTICE_DAMAGED',
    'The practice on this computer has a damaged part, so no backup of it could be made; the unfinished backup was removed. Your existing backups were not changed. ' +
      'Restore your latest backup (in Coachdesk on the “Backups and data” page, or with the command backup restore FILE); anything added since it was made will have to be added again.',
  );
}
