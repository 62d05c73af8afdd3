import type { Migration } from '../db/migration';

/**
 * The demo's clients, one by one. Removing the demo used to delete the range of numbers it
 * had written, but SQLite hands the highest number out again once that client is erased, and
 * a client added while the demo was being written falls inside the range: removing the demo
 * deleted the coach's own client. A demo client erased takes its row here with it, so a
 * number handed out again is never taken for the demo's. A demo written before this knew only
 * its range: its clients in that range today are taken as the demo's.
 */
export const demoClientsMigration: Migration = {
  version: 19,
  name: 'the demo knows its own clients',
  up(db) {
    db.exec('CREATE TABLE demo_clients (client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE) STRICT');
    const marker = db.prepare("SELECT value ->> '$.clientIds.first' AS first, value ->> '$.clientIds.last' AS last FROM meta WHERE key = 'demo'").get() as { first: number | null; last: number | null } | undefined;
    if (marker?.first != null && marker.last != null) {
      db.prepare('INSERT INTO demo_clients (client_id) SELECT id FROM clients WHERE id BETWEEN ? AND ?').run(marker.first, marker.last);
    }
  },
};
