import type { Db } from './open';

/**
 * The names of an old search index and its tables, being deleted a piece at a time after an
 * update rebuilt it (search/retired-indexes.ts). Not counted: once its first rows are gone,
 * the index itself can no longer be read, and its counts mean nothing.
 */
export const RETIRED_PREFIX = 'retired_search_';

/** Every table's name, in a stable order, from the schema itself (so tables added later count too). */
export function tableNames(db: Db): string[] {
  return db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE ? ESCAPE '!' ORDER BY name")
    .pluck()
    .all(`${RETIRED_PREFIX.replaceAll('_', '!_')}%`) as string[];
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows per table: shown in status and written into every backup's header to check it against. `onProgress` hears the share of tables counted. */
export function countRows(db: Db, onProgress?: (fraction: number) => void): Record<string, number> {
  const names = tableNames(db);
  return Object.fromEntries(
    names.map((name, index) => {
      const rows = db.prepare(`SELECT count(*) FROM ${quoteIdentifier(name)}`).pluck().get() as number;
      onProgress?.((index + 1) / names.length);
      return [name, rows];
    }),
  );
}

/**
 * Whether `sql` (a query with the parameters `values`) gives fewer than `limit` rows, reading
 * no more than `limit` of them: how lists tell a rare filter from a common one.
 */
export function fewerRowsThan(db: Db, limit: number, sql: string, ...values: string[]): boolean {
  return (db.prepare(`SELECT count(*) FROM (${sql} LIMIT ${limit})`).pluck().get(...values) as number) < limit;
}
