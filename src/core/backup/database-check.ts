import { AppError } from '../../shared/errors';
import { countRows } from '../db/counts';
import { type Db, openEncryptedDatabase } from '../db/open';
import { bothDone } from './both-done';
import { type WorkerRuntime, WorkerUnavailable } from '../workers/spawn-worker';
import type { CheckJob } from './check-messages';
import { checkInWorkers, countRowsInWorker } from './check-workers';
import { corrupt, type BackupHeader } from './format';
import { CHECK_CACHE_MIB, checkJobs, jobPasses } from './check-jobs';

/**
 * Opens a database copied out of a backup with its key and checks what the header promised:
 * see `checkDatabase`.
 */
export async function checkDatabaseCopy(file: string, dataKey: Buffer, header: BackupHeader, backupName: string, runtime: WorkerRuntime): Promise<void> {
  let db: Db;
  try {
    db = openEncryptedDatabase(file, dataKey, { nativeBinding: runtime.nativeBinding, cacheMiB: CHECK_CACHE_MIB });
  } catch (error) {
    throw error instanceof AppError && error.code === 'DB_CORRUPT' ? corrupt(backupName) : error;
  }
  try {
    await checkDatabase(db, dataKey, backupName, {
      runtime,
      promised: async () => db.pragma('user_version', { simple: true }) === header.schemaVersion && sameCounts(await countRowsOffThread(db, dataKey, runtime), header.counts),
    });
  } finally {
    db.close();
  }
}

/**
 * What "the database is good" means, for a backup being made and for one being verified or
 * restored: every page of the file authenticates with the key (SQLCipher keeps an HMAC per
 * page, so a single changed byte fails it), every b-tree is well formed, and the data
 * version and row counts are the ones promised.
 *
 * The pages are authenticated with OpenSSL (sqlcipher-pages.ts), then the b-trees checked by
 * SQLite's `quick_check` table by table (with their indexes and the search index's storage
 * tables) reading without its own HMAC check. That is the guarantee of `quick_check` with
 * it, free pages included; SQLite3 Multiple Ciphers' HMAC was half the check's time, OpenSSL's
 * is about twice as fast, and a backup 15–25 % faster. Left out, and why:
 * - index entries against their rows, and UNIQUE (what `integrity_check` adds, ~17 % more
 *   time here): logical consistency of what SQLite wrote, which copying bytes cannot
 *   change, and a damaged page fails its HMAC before it could look inconsistent;
 * - the FTS5 tables' own check (run by whole-file checks since SQLite 3.44): it compares
 *   the search index with every note, re-reading pages over and over; on a 232 MiB demo
 *   practice it was half of the whole check (2.1 s CPU against 1.0 s). The search index's
 *   storage tables are still read and checked like any table, and the index can be
 *   rebuilt from the data.
 * The parts are checked in worker threads (check-workers.ts), through connections of their
 * own to `db`'s file: the main process stays free meanwhile, and a second core shares the work.
 */
export async function checkDatabase(
  db: Db,
  dataKey: Buffer,
  backupName: string,
  options: { runtime: WorkerRuntime; promised?(): Promise<boolean>; onProgress?(fraction: number): void },
): Promise<void> {
  try {
    const jobs = checkJobs(db);
    if (!jobs) throw corrupt(backupName);
    // The promised counts are counted meanwhile, on a thread of their own.
    const [whole, kept] = await bothDone(runCheck(db, dataKey, jobs, options), options.promised?.() ?? Promise.resolve(true));
    if (!whole || !kept) throw corrupt(backupName);
  } catch (error) {
    const code = (error as { code?: string }).code;
    // DB_CORRUPT: a worker could not open the copy (open.ts's word for a wrong key or a damaged file).
    throw code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'DB_CORRUPT' ? corrupt(backupName) : error;
  }
}

/**
 * In worker threads, or, if they cannot start, here on the main thread through `db`: a
 * slower check that holds up the app beats a backup that cannot be made at all.
 */
async function runCheck(db: Db, dataKey: Buffer, jobs: CheckJob[], options: { runtime: WorkerRuntime; onProgress?(fraction: number): void }): Promise<boolean> {
  try {
    return await checkInWorkers(db.name, dataKey, jobs, options.runtime, options.onProgress);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
  }
  for (const [index, job] of jobs.entries()) {
    if (!jobPasses(db.name, () => db, dataKey, job)) return false;
    options.onProgress?.((index + 1) / jobs.length);
  }
  return true;
}

/** Rows per table of `db`'s file, counted in a worker thread; here through `db` if none can start. */
export async function countRowsOffThread(db: Db, dataKey: Buffer, runtime: WorkerRuntime, onProgress?: (fraction: number) => void): Promise<Record<string, number>> {
  try {
    return await countRowsInWorker(db.name, dataKey, runtime, onProgress);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    return countRows(db, onProgress);
  }
}

function sameCounts(actual: Record<string, number>, expected: Record<string, number>): boolean {
  const names = Object.keys(expected);
  return Object.keys(actual).length === names.length && names.every((name) => actual[name] === expected[name]);
}
