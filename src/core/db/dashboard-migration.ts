import type { Migration } from './migration';

/**
 * The dashboard asks about current clients only (who has gone quiet, who is out of credits).
 * A practice of many years holds thousands of finished clients, so without this index both
 * questions read every client; with it they read the few dozen current ones, in name order.
 */
export const dashboardMigration: Migration = {
  version: 11,
  name: 'current clients by status',
  up(db) {
    db.exec('CREATE INDEX clients_current_by_status ON clients (status, full_name COLLATE NOCASE) WHERE archived_at IS NULL AND trashed_at IS NULL');
  },
};
