import type { Migration } from '../db/migration';

/** Which of the list's views a client row is in (the same rule as the list's `VIEWS`). */
export const viewOf = (row: string) => `CASE WHEN ${row}.trashed_at IS NOT NULL THEN 'trash' WHEN ${row}.archived_at IS NOT NULL THEN 'archived' ELSE 'current' END`;

/**
 * The client list by code, and by status (the same expression as the list's order, so SQLite
 * matches them), reads a view's clients in that order from an index: it sorted every client of
 * the view before. By code it can also seek past a code as the coach scrolls.
 *
 * How many clients each view of the client list holds, by status, kept by triggers in the same
 * transaction as the change: the list shows its total (and sizes its scrollbar) from one small
 * row instead of counting tens of thousands of clients for every page it loads.
 */
export const clientCountsMigration: Migration = {
  version: 13,
  name: 'client counts per view and status, and clients by code and by status, for the client list',
  up(db) {
    db.exec(`
      CREATE TABLE client_counts (
        view TEXT NOT NULL CHECK (view IN ('current', 'archived', 'trash')),
        status TEXT NOT NULL,
        clients INTEGER NOT NULL CHECK (clients >= 0),
        PRIMARY KEY (view, status)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO client_counts (view, status, clients)
        SELECT v.column1, s.column1, 0 FROM (VALUES ('current'), ('archived'), ('trash')) v, (VALUES ('prospect'), ('active'), ('paused'), ('completed')) s;
      UPDATE client_counts SET clients = (SELECT count(*) FROM clients c WHERE ${viewOf('c')} = client_counts.view AND c.status = client_counts.status);

      CREATE INDEX clients_by_view_code ON clients (trashed_at, archived_at, code COLLATE NOCASE);
      CREATE INDEX clients_by_view_status ON clients (trashed_at, archived_at, (CASE status WHEN 'active' THEN 0 WHEN 'prospect' THEN 1 WHEN 'paused' THEN 2 ELSE 3 END), full_name COLLATE NOCASE, id);

      CREATE TRIGGER client_counts_insert AFTER INSERT ON clients BEGIN
        UPDATE client_counts SET clients = clients + 1 WHERE view = ${viewOf('new')} AND status = new.status;
      END;
      CREATE TRIGGER client_counts_delete AFTER DELETE ON clients BEGIN
        UPDATE client_counts SET clients = clients - 1 WHERE view = ${viewOf('old')} AND status = old.status;
      END;
      CREATE TRIGGER client_counts_update AFTER UPDATE OF status, archived_at, trashed_at ON clients
        WHEN old.status IS NOT new.status OR ${viewOf('old')} IS NOT ${viewOf('new')}
      BEGIN
        UPDATE client_counts SET clients = clients - 1 WHERE view = ${viewOf('old')} AND status = old.status;
        UPDATE client_counts SET clients = clients + 1 WHERE view = ${viewOf('new')} AND status = new.status;
      END;
    `);
  },
};
