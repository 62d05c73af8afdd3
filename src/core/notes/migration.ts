import { createActionItemsSchema } from '../actions/schema';
import type { Migration } from '../db/migration';
import { installSearchSource } from '../search/search-index';
import { actionItemSource, clientSource, journalSource, sessionNoteSource } from '../search/sources';

/**
 * Notes (session notes and journal entries) with their revisions and templates, action
 * items, and the full-text search index over clients, notes and action items.
 */
export const notesMigration: Migration = {
  version: 4,
  name: 'notes, templates, revisions, action items and search',
  up(db) {
    db.exec(`
      CREATE TABLE note_templates (
        id INTEGER PRIMARY KEY,
        -- Built-in templates are named and headed in the coach's language at use; their
        -- headings live in the code's message files, not here.
        built_in TEXT UNIQUE CHECK (built_in IN ('grow', 'six_step', 'blank')),
        name TEXT NOT NULL,
        sections TEXT NOT NULL CHECK (json_valid(sections)),
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX note_templates_one_default ON note_templates (is_default) WHERE is_default = 1;
      INSERT INTO note_templates (built_in, name, sections, is_default, created_at, updated_at) VALUES
        ('grow', '', '[]', 1, strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ')),
        ('six_step', '', '[]', 0, strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ')),
        ('blank', '', '[]', 0, strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ'));

      CREATE TABLE notes (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        -- A session has at most one note. A session with a note is never removed by a change
        -- to its series' rule (sessions/content.ts finds this reference).
        session_id INTEGER UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('session', 'journal')),
        entry_date TEXT,
        title TEXT,
        language TEXT NOT NULL CHECK (language IN ('en', 'bg', 'fa', 'ms')),
        -- Informational only: the template may be deleted later; the note keeps its sections.
        template_id INTEGER,
        -- [{id, title, shareable, content: TipTap JSON}]; plain_text is derived, for search.
        sections TEXT NOT NULL CHECK (json_valid(sections)),
        plain_text TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version > 0),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((kind = 'session') = (session_id IS NOT NULL)),
        CHECK ((kind = 'journal') = (entry_date IS NOT NULL))
      ) STRICT;
      CREATE INDEX notes_journal ON notes (client_id, entry_date) WHERE kind = 'journal';

      -- The latest revision always holds the note's current text. Autosaves close together
      -- update one revision (created_at..updated_at); a sealed revision is never updated again.
      CREATE TABLE note_revisions (
        id INTEGER PRIMARY KEY,
        note_id INTEGER NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        reason TEXT NOT NULL CHECK (reason IN ('edit', 'restore', 'import')),
        restored_from INTEGER REFERENCES note_revisions (id) ON DELETE SET NULL,
        title TEXT,
        sections TEXT NOT NULL CHECK (json_valid(sections)),
        words INTEGER NOT NULL,
        sealed INTEGER NOT NULL DEFAULT 0 CHECK (sealed IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX note_revisions_by_note ON note_revisions (note_id, id);
    `);
    createActionItemsSchema(db);
    for (const source of [clientSource, sessionNoteSource, journalSource, actionItemSource]) installSearchSource(db, source);
  },
};
