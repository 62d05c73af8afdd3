import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { toStorageError } from '../fs/errors';
import { syncDirectory } from '../fs/atomic-write';
import type { Db } from './open';

/**
 * Writes a consistent, encrypted copy of the open database (same key) to `target`.
 * `VACUUM INTO` is used because `db.backup()` cannot copy between encrypted databases.
 */
export function snapshotDatabase(db: Db, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    db.prepare('VACUUM INTO ?').run(temp);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
    syncDirectory(dirname(target));
  } catch (error) {
    rmSync(temp, { force: true });
    throw toStorageError(mapSqliteFull(error), dirname(target));
  }
}

function mapSqliteFull(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_FULL' ? Object.assign(new Error('disk full'), { code: 'ENOSPC' }) : error;
}
