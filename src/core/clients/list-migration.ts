import type { Migration } from '../db/migration';

/**
 * The client list and the client pickers at the size of a long career (tens of thousands of
 * clients), found with EXPLAIN QUERY PLAN (bench/profile-screens.ts). Both lead with the view
 * (trashed_at, archived_at: NULL and NULL for current clients), so every count of a view is read
 * from an index alone, never from the client rows:
 * - by name, with the folded search text: a page deep down skips the clients before it in the
 *   index alone, and search as you type reads the index, never the client rows (whose search
 *   text sits behind the long background, often in overflow pages);
 * - by status and when added: a picker with nothing typed offers the active clients added last.
 */
export const clientListMigration: Migration = {
  version: 11,
  name: 'indexes for the client list and pickers at scale',
  up(db) {
    db.exec(`
      CREATE INDEX clients_by_view_name ON clients (trashed_at, archived_at, full_name COLLATE NOCASE, id, search_text);
      CREATE INDEX clients_by_view_status ON clients (trashed_at, archived_at, status, created_at, id);
    `);
  },
};
