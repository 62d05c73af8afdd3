import type { Db } from '../../../src/core/db/open';

/** Every row of every table, in a stable order: compare before and after to prove nothing changed. */
export function dumpAllTables(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((name) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]));
}
