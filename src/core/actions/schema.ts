import type { Db } from '../db/open';

/** Action items (part of migration 4, with notes and search). */
export function createActionItemsSchema(db: Db): void {
  db.exec(`
    CREATE TABLE action_items (
      id INTEGER PRIMARY KEY,
      client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      -- The session it was agreed in, or last carried forward to. A session with items is
      -- never removed by a change to its series' rule (see sessions/content.ts).
      session_id INTEGER REFERENCES sessions (id) ON DELETE SET NULL,
      note_id INTEGER REFERENCES notes (id) ON DELETE SET NULL,
      -- A goal from the goals feature. No foreign key yet: its table is built on another
      -- branch; add one (and ON DELETE SET NULL) in a migration once both are merged.
      goal_id INTEGER,
      text TEXT NOT NULL CHECK (length(text) > 0),
      due_on TEXT CHECK (due_on IS NULL OR due_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      owner TEXT NOT NULL CHECK (owner IN ('client', 'coach')),
      status TEXT NOT NULL CHECK (status IN ('open', 'done', 'dropped')),
      carried_forward INTEGER NOT NULL DEFAULT 0 CHECK (carried_forward >= 0),
      completed_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX action_items_by_client ON action_items (client_id, status, due_on);
    CREATE INDEX action_items_open_by_due ON action_items (due_on) WHERE status = 'open';
    CREATE INDEX action_items_by_session ON action_items (session_id) WHERE session_id IS NOT NULL;
    CREATE INDEX action_items_by_note ON action_items (note_id) WHERE note_id IS NOT NULL;
  `);
}
