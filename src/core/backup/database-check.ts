import { AppError } from '../../shared/errors';
import { countRows } from '../db/counts';
import { type Db, openEncryptedDatabase } from '../db/open';
import { corrupt, type BackupHeader } from './format';

/**
 * Opens a database copied out of a backup with its key and checks what the header promised:
 * SQLite's own `integrity_check`, the data version and the row count of every table.
 */
export function checkDatabaseCopy(file: string, dataKey: Buffer, header: BackupHeader, backupName: string, nativeBinding?: string): void {
  let db: Db;
  try {
    db = openEncryptedDatabase(file, dataKey, { nativeBinding, cacheMiB: 16 });
  } catch (error) {
    throw error instanceof AppError && error.code === 'DB_CORRUPT' ? corrupt(backupName) : error;
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const schemaVersion = db.pragma('user_version', { simple: true });
    if (integrity !== 'ok' || schemaVersion !== header.schemaVersion || !sameCounts(countRows(db), header.counts)) throw corrupt(backupName);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' ? corrupt(backupName) : error;
  } finally {
    db.close();
  }
}

function sameCounts(actual: Record<string, number>, expected: Record<string, number>): boolean {
  const names = Object.keys(expected);
  return Object.keys(actual).length === names.length && names.every((name) => actual[name] === expected[name]);
}
