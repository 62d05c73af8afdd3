import type { Migration } from '../db/migration';

/** The column the marks and the clients' name order are kept by: the name itself until migration 23, then its sort key (name-key.ts). */
export type NameColumn = 'full_name' | 'name_key';

/** Which of the list's views a client row is in (the same rule as the list's `VIEWS`). */
const view = (row: string) => `CASE WHEN ${row}.trashed_at IS NOT NULL THEN 'trash' WHEN ${row}.archived_at IS NOT NULL THEN 'archived' ELSE 'current' END`;

/** The mark whose stretch of the name order holds a client: the last mark at or before them. */
const markOf = (row: string, rowView: string, col: NameColumn) => `(SELECT m.${col}, m.id FROM client_name_marks m
  WHERE m.view = ${rowView} AND m.${col} <= ${row}.${col} AND (m.${col} < ${row}.${col} OR m.id <= ${row}.id)
  ORDER BY m.${col} DESC, m.id DESC LIMIT 1)`;

const count = (row: string, change: '+' | '-', col: NameColumn) =>
  `UPDATE client_name_marks SET clients = clients ${change} 1 WHERE view = ${view(row)} AND (${col}, id) = ${markOf(row, view(row), col)};`;

/**
 * A mark named after a client who is erased or renamed goes, its clients joining the stretch
 * before it: an erased client's name must not outlive them here (and the first mark, id 0,
 * is no client).
 */
const dropMarksOf = (id: string, col: NameColumn) => `
  UPDATE client_name_marks AS prior SET clients = prior.clients + gone.clients
    FROM client_name_marks AS gone
    WHERE gone.id = ${id} AND prior.view = gone.view
      AND (prior.${col}, prior.id) = (SELECT m.${col}, m.id FROM client_name_marks m
        WHERE m.view = gone.view AND m.${col} <= gone.${col} AND (m.${col} < gone.${col} OR m.id < gone.id)
        ORDER BY m.${col} DESC, m.id DESC LIMIT 1);
  DELETE FROM client_name_marks WHERE id = ${id};`;

/**
 * The marks' table, one mark per view to start with, and the triggers that keep their counts,
 * along the clients' `col` (migration 14: the name as NOCASE sorts it; 23: its sort key). A
 * rename drops the client's marks in both (the key is spelled from the name).
 */
export const nameMarksSchema = (col: NameColumn) => `
      CREATE TABLE client_name_marks (
        view TEXT NOT NULL CHECK (view IN ('current', 'archived', 'trash')),
        ${col === 'full_name' ? 'full_name TEXT NOT NULL COLLATE NOCASE' : 'name_key TEXT NOT NULL'},
        id INTEGER NOT NULL,
        clients INTEGER NOT NULL CHECK (clients >= 0),
        PRIMARY KEY (view, ${col}, id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX client_name_marks_by_client ON client_name_marks (id);
      INSERT INTO client_name_marks (view, ${col}, id, clients)
        SELECT v.column1, '', 0, (SELECT count(*) FROM clients c WHERE ${view('c')} = v.column1) FROM (VALUES ('current'), ('archived'), ('trash')) v;

      CREATE TRIGGER client_name_marks_insert AFTER INSERT ON clients BEGIN
        ${count('new', '+', col)}
      END;
      CREATE TRIGGER client_name_marks_delete AFTER DELETE ON clients BEGIN
        ${count('old', '-', col)}
        ${dropMarksOf('old.id', col)}
      END;
      CREATE TRIGGER client_name_marks_update AFTER UPDATE OF ${col === 'full_name' ? '' : 'full_name, '}${col}, archived_at, trashed_at ON clients
        WHEN old.${col} IS NOT new.${col} OR ${view('old')} IS NOT ${view('new')}
      BEGIN
        ${count('old', '-', col)}
        ${count('new', '+', col)}
      END;
      CREATE TRIGGER client_name_marks_rename AFTER UPDATE OF full_name ON clients WHEN old.full_name IS NOT new.full_name BEGIN
        ${dropMarksOf('old.id', col)}
      END;
    `;

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
    db.exec(nameMarksSchema('full_name'));
  },
};
