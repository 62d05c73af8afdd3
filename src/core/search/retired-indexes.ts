import { RETIRED_PREFIX } from '../db/counts';
import type { Db } from '../db/open';

/**
 * The old index of a kind an update rebuilt, set aside under a name of its own (search-index.ts,
 * `retireSearchSource`) and deleted a piece at a time once the new one is whole. Dropping it at
 * once would hold the core for as long as `secure_delete` takes to overwrite every page it
 * frees: about a second per 50 MiB of index (measured at 8 MiB), some half a minute for 500,000 notes.
 */

/** FTS5's shadow tables that grow with the index, emptied piece by piece; the small rest go with the table. */
const GROWING_SHADOWS = ['data', 'content', 'docsize'];

function tableExists(db: Db, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** A name no table has, for the kind's old index. */
export function retiredName(db: Db, kind: string): string {
  let n = 1;
  while (tableExists(db, `${RETIRED_PREFIX}${kind}_${n}`)) n++;
  return `${RETIRED_PREFIX}${kind}_${n}`;
}

function retiredTables(db: Db): string[] {
  return db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE ? ESCAPE '!' AND sql LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name")
    .pluck()
    .all(`${RETIRED_PREFIX.replaceAll('_', '!_')}%`) as string[];
}

/**
 * Deletes up to `rows(table)` rows of the first old index's growing shadow tables, or drops the
 * table once they are empty. Returns the table worked on, or null when none is left.
 */
export function retireStep(db: Db, rows: (table: string) => number): string | null {
  const table = retiredTables(db)[0];
  if (table === undefined) return null;
  // SQLite's defensive mode (better-sqlite3 turns it on) makes shadow tables read-only to SQL.
  // Nothing reads this index any more, and it is dropped as soon as they are empty.
  db.unsafeMode(true);
  try {
    for (const shadow of GROWING_SHADOWS.map((suffix) => `${table}_${suffix}`).filter((name) => tableExists(db, name))) {
      if (db.prepare(`DELETE FROM "${shadow}" WHERE rowid IN (SELECT rowid FROM "${shadow}" LIMIT ?)`).run(rows(table)).changes > 0) return table;
    }
    db.exec(`DROP TABLE "${table}"`);
    return table;
  } finally {
    db.unsafeMode(false);
  }
}
