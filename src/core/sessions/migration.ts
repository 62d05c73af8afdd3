import type { Migration } from '../db/migration';

/**
 * A series keeps its rule; every occurrence is also a row in `sessions`, so a week of the
 * calendar is one index range scan and notes can attach to an occurrence like any session.
 */
export const sessionsMigration: Migration = {
  version: 3,
  name: 'sessions and recurring series',
  up(db) {
    db.exec(`
      CREATE TABLE session_series (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        -- RRULE body with wall-clock UNTIL, expanded from local_start in time_zone, so a
        -- weekly 09:00 stays at 09:00 local across daylight-saving changes.
        rrule TEXT NOT NULL,
        local_start TEXT NOT NULL,
        time_zone TEXT NOT NULL,
        minutes INTEGER NOT NULL CHECK (minutes > 0),
        type TEXT NOT NULL CHECK (type IN ('in_person', 'video', 'phone')),
        location TEXT,
        title TEXT,
        reminder_minutes INTEGER,
        pro_bono INTEGER NOT NULL DEFAULT 0 CHECK (pro_bono IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        series_id INTEGER REFERENCES session_series (id) ON DELETE SET NULL,
        -- The occurrence's place in its series' rule (UTC ISO), kept when it is moved: the
        -- RECURRENCE-ID in exports.
        occurrence_start TEXT,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        time_zone TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('in_person', 'video', 'phone')),
        location TEXT,
        title TEXT,
        status TEXT NOT NULL CHECK (status IN ('scheduled', 'completed', 'cancelled', 'late_cancelled', 'no_show')),
        reminder_minutes INTEGER,
        reminded_at TEXT,
        pro_bono INTEGER NOT NULL DEFAULT 0 CHECK (pro_bono IN (0, 1)),
        -- 1 once this occurrence was edited on its own; exported as an override.
        detached INTEGER NOT NULL DEFAULT 0 CHECK (detached IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (ends_at > starts_at)
      ) STRICT;
      CREATE INDEX sessions_by_start ON sessions (starts_at);
      CREATE INDEX sessions_by_client ON sessions (client_id, starts_at);
      CREATE UNIQUE INDEX sessions_by_occurrence ON sessions (series_id, occurrence_start) WHERE series_id IS NOT NULL;
    `);
  },
};
