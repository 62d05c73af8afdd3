import type { Migration } from '../db/migration';
import { enableSecureSearchDeletes } from '../search/search-index';

/**
 * The client list and the client pickers at the size of a long career (tens of thousands of
 * clients), found with EXPLAIN QUERY PLAN (bench/profile-screens.ts):
 * - two indexes that lead with the view (trashed_at, archived_at: both NULL for current
 *   clients), so counting a view and skipping to a page deep down read an index alone, never
 *   the client rows (whose later columns sit behind the long background, often in overflow
 *   pages). By name with the folded search text: the list's order, and short searches read the
 *   text there. By when added, with the status: the list's "newest first", and a picker with
 *   nothing typed offers the active clients added last.
 * - a trigram index of the folded search text: a search of three letters or more finds the
 *   clients holding it anywhere (as `instr` does, case for case) without reading every client.
 *   It points into the clients table (no second copy of the text); triggers keep it in step in
 *   the same transaction, and `secure-delete` makes an erased client's text leave it at once.
 */
export const clientListMigration: Migration = {
  version: 12,
  name: 'indexes and a trigram search index for the client list and pickers at scale',
  up(db) {
    db.exec(`
      CREATE INDEX clients_by_view_name ON clients (trashed_at, archived_at, full_name COLLATE NOCASE, id, search_text);
      CREATE INDEX clients_by_view_added ON clients (trashed_at, archived_at, created_at, id, status);

      CREATE VIRTUAL TABLE clients_text USING fts5(search_text, content = 'clients', content_rowid = 'id', tokenize = 'trigram case_sensitive 1');
      CREATE TRIGGER clients_text_insert AFTER INSERT ON clients BEGIN
        INSERT INTO clients_text (rowid, search_text) VALUES (new.id, new.search_text);
      END;
      CREATE TRIGGER clients_text_delete AFTER DELETE ON clients BEGIN
        INSERT INTO clients_text (clients_text, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      END;
      CREATE TRIGGER clients_text_update AFTER UPDATE OF search_text ON clients BEGIN
        INSERT INTO clients_text (clients_text, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        INSERT INTO clients_text (rowid, search_text) VALUES (new.id, new.search_text);
      END;
    `);
    enableSecureSearchDeletes(db, 'clients_text');
    db.exec(`INSERT INTO clients_text (clients_text) VALUES ('rebuild')`);
  },
};
