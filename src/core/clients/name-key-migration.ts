import type { Migration } from '../db/migration';
import { nameKey } from './name-key';
import { nameMarksSchema } from './name-marks-migration';

/** Each index that held `full_name COLLATE NOCASE`, as it was, the name's sort key in its place. */
const NAME_INDEXES = [
  'CREATE INDEX clients_by_name ON clients (name_key)',
  'CREATE INDEX clients_by_view_name ON clients (trashed_at, archived_at, name_key, id, search_text, status)',
  'CREATE INDEX clients_by_view_latest_session ON clients (trashed_at, archived_at, latest_session_at IS NOT NULL, latest_session_at, name_key)',
  "CREATE INDEX clients_by_view_status ON clients (trashed_at, archived_at, (CASE status WHEN 'active' THEN 0 WHEN 'prospect' THEN 1 WHEN 'paused' THEN 2 ELSE 3 END), name_key, id)",
  'CREATE INDEX clients_current_by_status ON clients (status, name_key) WHERE archived_at IS NULL AND trashed_at IS NULL',
];

/**
 * Client names in each language's alphabetical order (name-key.ts): NOCASE put Persian پ چ ژ
 * ک گ ی after و and ه, Bulgarian lower case after upper case, and É after Z. Every client gets
 * `name_key`, every index on the name is made again on it (the same columns otherwise, so each
 * list reads its index as before), and the scrollbar's name marks start again along the key
 * (one per view, spaced out by the list as it needs them).
 */
export const nameKeyMigration: Migration = {
  version: 24,
  name: 'client names sorted by a key in each alphabet’s order',
  up(db) {
    db.exec(`ALTER TABLE clients ADD COLUMN name_key TEXT NOT NULL DEFAULT ''`);
    const update = db.prepare('UPDATE clients SET name_key = ? WHERE id = ?');
    for (const row of db.prepare('SELECT id, full_name FROM clients').all() as { id: number; full_name: string }[]) update.run(nameKey(row.full_name), row.id);
    for (const sql of NAME_INDEXES) db.exec(`DROP INDEX ${sql.split(' ')[2]}; ${sql};`);
    db.exec(`
      DROP TRIGGER client_name_marks_insert;
      DROP TRIGGER client_name_marks_delete;
      DROP TRIGGER client_name_marks_update;
      DROP TRIGGER client_name_marks_rename;
      DROP TABLE client_name_marks;
      ${nameMarksSchema('name_key')}
    `);
  },
};
