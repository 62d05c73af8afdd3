import { AppError } from '../../shared/errors';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { countRows, quoteIdentifier } from '../db/counts';
import { type Db, openEncryptedDatabase } from '../db/open';
import { corrupt, type BackupHeader } from './format';

/** Table by table each page is read about once: measured, 8 MiB was ~15 % slower than 128, 32–128 about the same. */
export const CHECK_CACHE_MIB = 64;

/**
 * Opens a database copied out of a backup with its key and checks what the header promised:
 * see `checkDatabase`.
 */
export async function checkDatabaseCopy(file: string, dataKey: Buffer, header: BackupHeader, backupName: string, nativeBinding?: string): Promise<void> {
  let db: Db;
  try {
    db = openEncryptedDatabase(file, dataKey, { nativeBinding, cacheMiB: CHECK_CACHE_MIB });
  } catch (error) {
    throw error instanceof AppError && error.code === 'DB_CORRUPT' ? corrupt(backupName) : error;
  }
  try {
    await checkDatabase(db, backupName, {
      promised: () => db.pragma('user_version', { simple: true }) === header.schemaVersion && sameCounts(countRows(db), header.counts),
    });
  } finally {
    db.close();
  }
}

/**
 * What "the database is good" means, for a backup being made and for one being verified or
 * restored: every page that holds data decrypts and authenticates with the key (SQLCipher
 * keeps an HMAC per page, so a single changed byte fails it), every b-tree is well formed,
 * and the data version and row counts are the ones promised.
 *
 * That is SQLite's `quick_check` run table by table (with their indexes and the search
 * index's storage tables), not the whole-file `integrity_check`. Left out, and why:
 * - index entries against their rows, and UNIQUE (what `integrity_check` adds, ~17 % more
 *   time here): logical consistency of what SQLite wrote, which copying bytes cannot
 *   change, and a damaged page fails its HMAC before it could look inconsistent;
 * - the FTS5 tables' own check (run by whole-file checks since SQLite 3.44): it compares
 *   the search index with every note, re-reading pages over and over; on a 232 MiB demo
 *   practice it was half of the whole check (2.1 s CPU against 1.0 s). The search index's
 *   storage tables are still read and checked like any table, and the index can be
 *   rebuilt from the data;
 * - the free-page list and pages nobody uses: they hold no data.
 * Between tables the event loop gets a turn, so the app stays responsive during the check.
 */
export async function checkDatabase(db: Db, backupName: string, options: { promised?(): boolean; onProgress?(fraction: number): void } = {}): Promise<void> {
  try {
    const tables = storedTables(db);
    for (const [done, table] of tables.entries()) {
      if (db.pragma(`quick_check(${quoteIdentifier(table)})`, { simple: true }) !== 'ok') throw corrupt(backupName);
      options.onProgress?.((done + 1) / tables.length);
      await nextTurn();
    }
    if (options.promised && !options.promised()) throw corrupt(backupName);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' ? corrupt(backupName) : error;
  }
}

/** Every table with pages of its own (virtual tables have none), the schema table first. */
function storedTables(db: Db): string[] {
  return ['sqlite_schema', ...(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0 ORDER BY name").pluck().all() as string[])];
}

function sameCounts(actual: Record<string, number>, expected: Record<string, number>): boolean {
  const names = Object.keys(expected);
  return Object.keys(actual).length === names.length && names.every((name) => actual[name] === expected[name]);
}
