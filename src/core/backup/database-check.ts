import { statSync } from 'node:fs';
import { type Db, openEncryptedDatabase } from '../db/open';
import { type WorkerRuntime, WorkerUnavailable } from '../workers/spawn-worker';
import type { CheckJob } from './check-messages';
import { checkInWorkers } from './check-workers';
import { corrupt, type BackupHeader } from './format';
import { CHECK_CACHE_MIB, checkJobs, runJob } from './check-jobs';

/**
 * Opens a database copied out of a backup with its key and checks it (`checkDatabase`), with
 * the data version and row counts the header promised.
 */
export async function checkDatabaseCopy(
  file: string,
  dataKey: Buffer,
  header: BackupHeader,
  backupName: string,
  options: { runtime: WorkerRuntime; onProgress?(fraction: number): void },
): Promise<void> {
  let db: Db | undefined;
  try {
    const copy = openEncryptedDatabase(file, dataKey, { nativeBinding: options.runtime.nativeBinding, cacheMiB: CHECK_CACHE_MIB });
    db = copy;
    const counts = await checkDatabase(file, dataKey, checkJobs(copy, statSync(file).size), backupName, { ...options, database: () => copy });
    if (copy.pragma('user_version', { simple: true }) !== header.schemaVersion || !sameCounts(counts, header.counts)) throw corrupt(backupName);
  } catch (error) {
    throw asCorrupt(error, backupName);
  } finally {
    db?.close();
  }
}

/**
 * What "the database is good" means, for a backup being made and for one being verified or
 * restored: every page of the file authenticates with the key (SQLCipher keeps an HMAC per
 * page, so a single changed byte fails it) and every b-tree is well formed. Resolves to the
 * rows of every table, counted as they are checked (a backup's header promises them).
 *
 * The pages are authenticated with OpenSSL (sqlcipher-pages.ts), then the b-trees checked by
 * SQLite's `quick_check` table by table (with their indexes and the search index's storage
 * tables) reading without its own HMAC check, which would only repeat it. That is the
 * guarantee of `quick_check` with it, free pages included; SQLite3 Multiple Ciphers' HMAC was
 * half the check's time, OpenSSL's is about twice as fast, and a backup 15–25 % faster. Left
 * out, and why:
 * - index entries against their rows, and UNIQUE (what `integrity_check` adds, ~17 % more
 *   time here): logical consistency of what SQLite wrote, which copying bytes cannot
 *   change, and a damaged page fails its HMAC before it could look inconsistent;
 * - the FTS5 tables' own check (run by whole-file checks since SQLite 3.44): it compares
 *   the search index with every note, re-reading pages over and over; on a 232 MiB demo
 *   practice it was half of the whole check (2.1 s CPU against 1.0 s). The search index's
 *   storage tables are still read and checked like any table, and the index can be
 *   rebuilt from the data.
 * The parts (`jobs`, check-jobs.ts; null when the file is not a whole number of pages) are
 * checked in worker threads (check-workers.ts), through connections of their own to `file`:
 * the main process stays free meanwhile, and every core shares the work.
 */
export async function checkDatabase(file: string, dataKey: Buffer, jobs: CheckJob[] | null, backupName: string, options: CheckDatabaseOptions): Promise<Record<string, number>> {
  try {
    const counts = jobs && (await runCheck(file, dataKey, jobs, options));
    if (!counts) throw corrupt(backupName);
    return counts;
  } catch (error) {
    throw asCorrupt(error, backupName);
  }
}

/** SQLite's word for a damaged file, and open.ts's (DB_CORRUPT: a wrong key or a damaged file), become the backup's. */
function asCorrupt(error: unknown, backupName: string): unknown {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'DB_CORRUPT' ? corrupt(backupName) : error;
}

export interface CheckDatabaseOptions {
  runtime: WorkerRuntime;
  /** While it has not resolved, the file is still being copied (check-workers.ts). */
  copied?: Promise<void>;
  /** A connection to the file for the check on this thread, if one is open already. */
  database?(): Db;
  onProgress?(fraction: number): void;
}

/**
 * In worker threads, or, if they cannot start, here on the main thread once the file is
 * whole: a slower check that holds up the app beats a backup that cannot be made at all.
 */
async function runCheck(file: string, dataKey: Buffer, jobs: CheckJob[], options: CheckDatabaseOptions): Promise<Record<string, number> | null> {
  try {
    return await checkInWorkers(file, dataKey, jobs, options);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
  }
  await options.copied;
  const db = options.database?.() ?? openEncryptedDatabase(file, dataKey, { nativeBinding: options.runtime.nativeBinding, cacheMiB: CHECK_CACHE_MIB, mustExist: true });
  try {
    const counts: Record<string, number> = {};
    for (const [index, job] of jobs.entries()) {
      const { whole, rows } = runJob(file, () => db, dataKey, job);
      if (!whole) return null;
      if (job.type === 'table' && rows !== undefined) counts[job.table] = rows;
      options.onProgress?.((index + 1) / jobs.length);
    }
    return counts;
  } finally {
    if (!options.database) db.close();
  }
}

function sameCounts(actual: Record<string, number>, expected: Record<string, number>): boolean {
  const names = Object.keys(expected);
  return Object.keys(actual).length === names.length && names.every((name) => actual[name] === expected[name]);
}
