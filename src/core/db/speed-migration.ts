import { installUpdateTriggers } from '../search/search-index';
import { actionItemSource, clientSource, goalSource, journalSource, sessionNoteSource } from '../search/sources';
import type { Migration } from './migration';

/**
 * Indexes the screens read at the size of a long career (thousands of clients, hundreds of
 * thousands of sessions), found with EXPLAIN QUERY PLAN (bench/profile-screens.ts):
 * - a client's sessions by time now carry their status, so "last held session" and "next
 *   scheduled session" (client list, dashboard's quiet clients) are answered from the index
 *   alone, without reading each session row;
 * - chargeable sessions by client: counting credits used (dashboard, client page) reads
 *   only those, from the index;
 * - the few clients in the trash: every search leaves them out without scanning every client.
 * And the search index re-indexes a row only when a column it reads changes (see
 * installUpdateTriggers): marking an action item done no longer rewrites its words.
 */
export const speedMigration: Migration = {
  version: 10,
  name: 'indexes for the screens at scale; narrower search re-indexing',
  up(db) {
    db.exec(`
      CREATE INDEX sessions_by_client_status ON sessions (client_id, starts_at, status);
      DROP INDEX sessions_by_client;
      CREATE INDEX sessions_chargeable_by_client ON sessions (client_id, starts_at, status, pro_bono) WHERE status IN ('completed', 'late_cancelled') AND pro_bono = 0;
      CREATE INDEX clients_in_trash ON clients (id) WHERE trashed_at IS NOT NULL;
    `);
    // The kinds of that time, by name: a kind added later has no table yet at this step.
    for (const source of [clientSource, sessionNoteSource, journalSource, actionItemSource, goalSource]) installUpdateTriggers(db, source);
  },
};
