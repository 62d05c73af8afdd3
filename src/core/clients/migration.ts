import type { Migration } from '../db/migration';

export const clientsMigration: Migration = {
  version: 2,
  name: 'clients, tags and packages',
  up(db) {
    db.exec(`
      CREATE TABLE clients (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        full_name TEXT NOT NULL,
        preferred_name TEXT,
        email TEXT,
        phone TEXT,
        time_zone TEXT NOT NULL,
        document_language TEXT NOT NULL CHECK (document_language IN ('en', 'bg', 'fa', 'ms')),
        status TEXT NOT NULL CHECK (status IN ('prospect', 'active', 'paused', 'completed')),
        start_date TEXT,
        referral_source TEXT,
        background TEXT,
        agreement_start TEXT,
        agreement_end TEXT,
        agreement_sessions INTEGER,
        agreement_fee_minor INTEGER,
        agreement_currency TEXT,
        agreement_cancellation_terms TEXT,
        agreement_signed_on TEXT,
        -- Name, email, code and tags folded to lower case by JavaScript (SQLite's lower() only
        -- knows ASCII), so search as you type matches Cyrillic and Persian too.
        search_text TEXT NOT NULL,
        archived_at TEXT,
        trashed_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX clients_by_name ON clients (full_name COLLATE NOCASE);

      CREATE TABLE client_tags (
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        tag TEXT NOT NULL COLLATE NOCASE,
        PRIMARY KEY (client_id, tag)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX client_tags_by_tag ON client_tags (tag, client_id);

      CREATE TABLE packages (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        sessions_count INTEGER NOT NULL CHECK (sessions_count > 0),
        price_minor INTEGER CHECK (price_minor >= 0),
        currency TEXT,
        purchased_on TEXT NOT NULL,
        expires_on TEXT,
        note TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX packages_by_client ON packages (client_id, purchased_on);
    `);
  },
};
