import type { Migration } from '../db/migration';

/**
 * The client list and the client pickers at the size of a long career (tens of thousands of
 * clients), found with EXPLAIN QUERY PLAN (bench/profile-screens.ts). Both indexes hold only
 * current clients (neither archived nor in the trash), the list's and the pickers' default view:
 * - by name, with the folded search text: a page deep down skips the rows before it in the
 *   index alone, and search as you type reads the index, never the client rows (whose search
 *   text sits behind the long background, often in overflow pages);
 * - by status and when added: a picker with nothing typed offers the active clients added last.
 */
export const clientListMigration: Migration = {
  version: 11,
  name: 'indexes for the client list and pickers at scale',
  up(db) {
    db.exec(`
      CREATE INDEX clients_current_by_name ON clients (full_name COLLATE NOCASE, id, search_text) WHERE trashed_at IS NULL AND archived_at IS NULL;
      CREATE INDEX clients_current_by_status ON clients (status, created_at, id) WHERE trashed_at IS NULL AND archived_at IS NULL;
    `);
  },
};
