import type { Migration } from '../db/migration';

/**
 * The practice's logo for the header of its documents. It is kept in the encrypted database
 * rather than as an image file beside it: a logo can show who the coach works with (a
 * company's coaching programme), and a file would also escape the backups. One row at most.
 */
export const practiceLogoMigration: Migration = {
  version: 8,
  name: 'practice logo',
  up(db) {
    db.exec(`
      CREATE TABLE practice_logo (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
        bytes BLOB NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
