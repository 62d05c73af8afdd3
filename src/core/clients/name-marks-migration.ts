import type { Migration } from '../db/migration';

/** Which of the list's views a client row is in (the same rule as the list's `VIEWS`). */
const view = (row: string) => `CASE WHEN ${row}.trashed_at IS NOT NULL THEN 'trash' WHEN ${row}.archived_at IS NOT NULL THEN 'archived' ELSE 'current' END`;

/** The mark whose stretch of the name order holds a client: the last mark at or before them. */
const markOf = (row: string, rowView: string) => `(SELECT m.full_name, m.id FROM client_name_marks m
  WHERE m.view = ${rowView} AND m.full_name <= ${row}.full_name AND (m.full_name < ${row}.full_name OR m.id <= ${row}.id)
  ORDER BY m.full_name DESC, m.id DESC LIMIT 1)`;

const count = (row: string, change: '+' | '-') =>
  `UPDATE client_name_marks SET clients = clients ${change} 1 WHERE view = ${view(row)} AND (full_name, id) = ${markOf(row, view(row))};`;

/**
 * A mark named after a client who is erased or renamed goes, its clients joining the stretch
 * before it: an erased client's name must not outlive them here (and the first mark, id 0,
 * is no client).
 */
const dropMarksOf = (id: string) => `
  UPDATE client_name_marks AS prior SET clients = prior.clients + gone.clients
    FROM client_name_marks AS gone
    WHERE gone.id = ${id} AND prior.view = gone.view
      AND (prior.full_name, prior.id) = (SELECT m.full_name, m.id FROM client_name_marks m
        WHERE m.view = gone.view AND m.full_name <= gone.full_name AND (m.full_name < gone.full_name OR m.id < gone.id)
        ORDER BY m.full_name DESC, m.id DESC LIMIT 1);
  DELETE FROM client_name_marks WHERE id = ${id};`;

/**
 * Marks along each view's name order, each with how many clients its stretch holds (up to the
 * next mark), kept exact by triggers in the same transaction as the change. A jump down the
 * client list's scrollbar adds up the stretches (a few dozen rows) and seeks to the mark,
 * instead of skipping tens of thousands of names one by one (`name-marks.ts`). The marks start
 * as one per view; the list spaces them out when a stretch grows too long.
 */
export const nameMarksMigration: Migration = {
  version: 14,
  name: 'marks along the client names, with counts, for jumping deep into the client list',
  up(db) {
    db.exec(`
      CREATE TABLE client_name_marks (
        view TEXT NOT NULL CHECK (view IN ('current', 'archived', 'trash')),
        full_name TEXT NOT NULL COLLATE NOCASE,
        id INTEGER NOT NULL,
        clients INTEGER NOT NULL CHECK (clients >= 0),
        PRIMARY KEY (view, full_name, id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX client_name_marks_by_client ON client_name_marks (id);
      INSERT INTO client_name_marks (view, full_name, id, clients)
        SELECT v.column1, '', 0, (SELECT count(*) FROM clients c WHERE ${view('c')} = v.column1) FROM (VALUES ('current'), ('archived'), ('trash')) v;

      CREATE TRIGGER client_name_marks_insert AFTER INSERT ON clients BEGIN
        ${count('new', '+')}
      END;
      CREATE TRIGGER client_name_marks_delete AFTER DELETE ON clients BEGIN
        ${count('old', '-')}
        ${dropMarksOf('old.id')}
      END;
      CREATE TRIGGER client_name_marks_update AFTER UPDATE OF full_name, archived_at, trashed_at ON clients
        WHEN old.full_name IS NOT new.full_name OR ${view('old')} IS NOT ${view('new')}
      BEGIN
        ${count('old', '-')}
        ${count('new', '+')}
      END;
      CREATE TRIGGER client_name_marks_rename AFTER UPDATE OF full_name ON clients WHEN old.full_name IS NOT new.full_name BEGIN
        ${dropMarksOf('old.id')}
      END;
    `);
  },
};
