import { quoteIdentifier } from '../db/counts';
import type { Db } from '../db/open';
import { pagesAreAuthentic, pagesIn } from '../db/sqlcipher-pages';
import type { CheckJob } from './check-messages';

/** Table by table each page is read about once: measured, 8 MiB was ~15 % slower than 128, 32–128 about the same. */
export const CHECK_CACHE_MIB = 64;

/** 32 MiB, about 70 ms to authenticate here: small enough to share the last of the work among threads. */
const PAGES_PER_JOB = 8192;

/**
 * The check of the database `db` in parts any thread can take: every page of the file in
 * runs, then every table with pages of its own, largest first (so one big table is not left
 * to the end). The tables come last because SQLite reads them without its own HMAC check:
 * it must never parse a page that could be damaged or forged (check-workers.ts waits for
 * every run to pass first). Null when the file is not a whole number of pages.
 */
export function checkJobs(db: Db): CheckJob[] | null {
  const pages = pagesIn(db.name);
  if (pages === null) return null;
  const tables = ['sqlite_schema', ...(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0 ORDER BY name").pluck().all() as string[])];
  // Tables without rowids, and the search indexes' own tables (sparse rowids), go last: both are small here.
  const unsized = new Set(db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND (wr = 1 OR type <> 'table')").pluck().all() as string[]);
  const rows = new Map(tables.map((table) => [table, unsized.has(table) ? 0 : largestRowid(db, table)]));
  tables.sort((a, b) => rows.get(b)! - rows.get(a)!);
  const pageRuns: CheckJob[] = [];
  for (let first = 1; first <= pages; first += PAGES_PER_JOB) pageRuns.push({ type: 'authenticate', first, count: Math.min(PAGES_PER_JOB, pages - first + 1) });
  return [...pageRuns, ...tables.map((table): CheckJob => ({ type: 'check', table }))];
}

/** About the number of rows in `table`, read from a few pages where counting reads them all. */
function largestRowid(db: Db, table: string): number {
  return Number(db.prepare(`SELECT max(rowid) FROM ${quoteIdentifier(table)}`).pluck().get() ?? 0);
}

/** Whether one part of the check passes on the database `file` (its key `dataKey`); `database` opens it only for a table's check. */
export function jobPasses(file: string, database: () => Db, dataKey: Buffer, job: CheckJob): boolean {
  if (job.type === 'authenticate') return pagesAreAuthentic(file, dataKey, job.first, job.count);
  // SQLite's quick_check of one table, with its indexes.
  return database().pragma(`quick_check(${quoteIdentifier(job.table)})`, { simple: true }) === 'ok';
}
