import type { Db } from './open';

/** Every table's name, in a stable order, from the schema itself (so tables added later count too). */
export function tableNames(db: Db): string[] {
  return db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows per table: shown in status and written into every backup's header to check it against. */
export function countRows(db: Db): Record<string, number> {
  return Object.fromEntries(tableNames(db).map((name) => [name, db.prepare(`SELECT count(*) FROM ${quoteIdentifier(name)}`).pluck().get() as number]));
}
