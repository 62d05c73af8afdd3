import { quoteIdentifier, tableNames } from '../db/counts';
import type { Db } from '../db/open';
import { PAGE_BYTES, pagesAreAuthentic } from '../db/sqlcipher-pages';
import type { CheckJob, JobResult } from './check-messages';

/** Table by table each page is read about once: measured, 8 MiB was ~15 % slower than 128, 32–128 about the same. */
export const CHECK_CACHE_MIB = 64;

/** 32 MiB, about 70 ms to authenticate here: small enough to share the last of the work among threads. */
const PAGES_PER_JOB = 8192;

/**
 * The check of the database `db` (its file `fileBytes` long) in parts any thread can take:
 * every page of the file in runs, in order, then every table, largest first (so one big
 * table is not left to the end): its b-trees checked where it has them of its own, its rows
 * counted where the backup's header lists them. The tables come last because SQLite reads
 * them without its own HMAC check: it must never parse a page that could be damaged or
 * forged (check-workers.ts waits for every run to pass first). Null when the file is not a
 * whole number of pages.
 */
export function checkJobs(db: Db, fileBytes: number): CheckJob[] | null {
  if (fileBytes <= 0 || fileBytes % PAGE_BYTES !== 0) return null;
  const pages = fileBytes / PAGE_BYTES;
  const withBtrees = new Set(['sqlite_schema', ...(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0").pluck().all() as string[])]);
  const counted = new Set(tableNames(db));
  // Tables without rowids go last: they are small here. The search indexes' segments (in
  // their `_data` tables) have sparse rowids, so they go first, as the largest may well be.
  const unsized = new Set(db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND wr = 1").pluck().all() as string[]);
  const tables = [...new Set([...withBtrees, ...counted])].sort();
  const rows = new Map(tables.map((table) => [table, unsized.has(table) ? 0 : largestRowid(db, table)]));
  tables.sort((a, b) => rows.get(b)! - rows.get(a)!);
  const pageRuns: CheckJob[] = [];
  for (let first = 1; first <= pages; first += PAGES_PER_JOB) pageRuns.push({ type: 'authenticate', first, count: Math.min(PAGES_PER_JOB, pages - first + 1) });
  return [...pageRuns, ...tables.map((table): CheckJob => ({ type: 'table', table, structure: withBtrees.has(table), rows: counted.has(table) }))];
}

/** About the number of rows in `table`, read from a few pages where counting reads them all. */
function largestRowid(db: Db, table: string): number {
  return Number(db.prepare(`SELECT max(rowid) FROM ${quoteIdentifier(table)}`).pluck().get() ?? 0);
}

/** One part of the check on the database `file` (its key `dataKey`); `database` opens it only for a table. */
export function runJob(file: string, database: () => Db, dataKey: Buffer, job: CheckJob): JobResult {
  if (job.type === 'authenticate') return { whole: pagesAreAuthentic(file, dataKey, job.first, job.count) };
  const db = database();
  const name = quoteIdentifier(job.table);
  // SQLite's quick_check of one table, with its indexes, but not its CHECK constraints: they
  // judge values SQLite checked as it wrote them, which copying bytes cannot change (half
  // the time of the large tables' checks).
  db.pragma('ignore_check_constraints = ON');
  if (job.structure && db.pragma(`quick_check(${name})`, { simple: true }) !== 'ok') return { whole: false };
  return job.rows ? { whole: true, rows: db.prepare(`SELECT count(*) FROM ${name}`).pluck().get() as number } : { whole: true };
}
