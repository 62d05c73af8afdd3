import type { Migration } from '../db/migration';

/** The Wheel of Life as first released; a migration never changes, whatever the contract later adds. */
const WHEEL = { builtin: 'wheel', areas: ['health', 'career', 'finances', 'family', 'romance', 'growth', 'fun', 'environment'] };

/**
 * Goals (milestones, check-ins, links to sessions) and assessments (templates and recorded
 * scores) in one step: a goal may answer an assessment area, so they ship together.
 *
 * A recorded assessment copies its template's name, scale and areas into its own rows, so a
 * template can be renamed, rescaled or lose areas without changing what was recorded.
 * Built-in names are stored as keys with a NULL label and translated on display.
 */
export const goalsMigration: Migration = {
  version: 5,
  name: 'goals, check-ins and assessments',
  up(db) {
    db.exec(`
      CREATE TABLE assessment_templates (
        id INTEGER PRIMARY KEY,
        builtin TEXT UNIQUE,
        name TEXT,
        scale_min INTEGER NOT NULL,
        scale_max INTEGER NOT NULL,
        -- Keys of new areas are numbered from here and never reused, so a new area can never
        -- be matched with the scores of a removed one.
        next_area_number INTEGER NOT NULL DEFAULT 1,
        -- A template with assessments is only hidden when deleted, so every assessment keeps
        -- the template its area keys belong to.
        deleted_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (scale_min < scale_max),
        CHECK (builtin IS NOT NULL OR name IS NOT NULL)
      ) STRICT;

      CREATE TABLE assessment_template_areas (
        template_id INTEGER NOT NULL REFERENCES assessment_templates (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        area_key TEXT NOT NULL,
        label TEXT,
        PRIMARY KEY (template_id, area_key)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE goals (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        why TEXT,
        target_date TEXT,
        status TEXT NOT NULL CHECK (status IN ('active', 'achieved', 'paused', 'dropped')),
        metric_name TEXT,
        metric_unit TEXT,
        baseline REAL,
        target REAL,
        direction TEXT CHECK (direction IN ('higher', 'lower')),
        area_template_id INTEGER REFERENCES assessment_templates (id) ON DELETE SET NULL,
        area_key TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        -- A measure is whole or absent: a name, a target and a direction together.
        CHECK ((metric_name IS NULL) = (target IS NULL) AND (metric_name IS NULL) = (direction IS NULL))
      ) STRICT;
      CREATE INDEX goals_by_client ON goals (client_id, status);
      CREATE INDEX goals_by_status ON goals (status, client_id);

      CREATE TABLE goal_milestones (
        id INTEGER PRIMARY KEY,
        goal_id INTEGER NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        done_on TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX goal_milestones_by_goal ON goal_milestones (goal_id, position);

      CREATE TABLE goal_check_ins (
        id INTEGER PRIMARY KEY,
        goal_id INTEGER NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        recorded_on TEXT NOT NULL,
        value REAL,
        rating INTEGER CHECK (rating IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
        comment TEXT,
        session_id INTEGER REFERENCES sessions (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (value IS NOT NULL OR rating IS NOT NULL)
      ) STRICT;
      CREATE INDEX goal_check_ins_by_goal ON goal_check_ins (goal_id, recorded_on, id);
      CREATE INDEX goal_check_ins_by_session ON goal_check_ins (session_id) WHERE session_id IS NOT NULL;

      CREATE TABLE goal_sessions (
        goal_id INTEGER NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        PRIMARY KEY (goal_id, session_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX goal_sessions_by_session ON goal_sessions (session_id);

      CREATE TABLE assessments (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        template_id INTEGER NOT NULL REFERENCES assessment_templates (id),
        template_builtin TEXT,
        template_name TEXT,
        scale_min INTEGER NOT NULL,
        scale_max INTEGER NOT NULL,
        assessed_on TEXT NOT NULL,
        note TEXT,
        session_id INTEGER REFERENCES sessions (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX assessments_by_client ON assessments (client_id, assessed_on, id);
      CREATE INDEX assessments_by_template ON assessments (template_id);

      CREATE TABLE assessment_scores (
        assessment_id INTEGER NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        area_key TEXT NOT NULL,
        label TEXT,
        score INTEGER NOT NULL,
        PRIMARY KEY (assessment_id, area_key)
      ) STRICT, WITHOUT ROWID;
    `);

    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare('INSERT INTO assessment_templates (builtin, name, scale_min, scale_max, created_at, updated_at) VALUES (?, NULL, 1, 10, ?, ?)')
      .run(WHEEL.builtin, now, now);
    const area = db.prepare('INSERT INTO assessment_template_areas (template_id, position, area_key, label) VALUES (?, ?, ?, NULL)');
    WHEEL.areas.forEach((key, position) => area.run(lastInsertRowid, position, key));
  },
};
