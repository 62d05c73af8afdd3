import type { Migration } from '../db/migration';
import { enableSecureSearchDeletes } from '../search/search-index';

/**
 * A coach's data-protection duties: whether a client may be named in the ICF coaching log
 * (not until the coach records consent), when the coach last reviewed a finished client for
 * retention, and search indexes that forget deleted text at once. FTS5 otherwise keeps a
 * deleted row's words in older index segments (behind a delete marker) until segments merge,
 * so an erased client could linger there; `secure-delete` removes them with the row, and one
 * `optimize` now drops what earlier edits and deletions left behind.
 */
export const dataProtectionMigration: Migration = {
  version: 7,
  name: 'ICF log consent, retention review, search index forgets deleted text',
  up(db) {
    db.exec(`
      ALTER TABLE clients ADD COLUMN icf_consent INTEGER NOT NULL DEFAULT 0 CHECK (icf_consent IN (0, 1));
      ALTER TABLE clients ADD COLUMN retention_reviewed_at TEXT;
    `);
    const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%'").pluck().all() as string[];
    for (const table of indexes) {
      enableSecureSearchDeletes(db, table);
      db.exec(`INSERT INTO "${table}" ("${table}") VALUES ('optimize')`);
    }
  },
};
