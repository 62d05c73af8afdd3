import type { Migration } from '../db/migration';
import { recordMissingOccurrences } from './exdates';

/**
 * Occurrences deleted from a series one at a time ("this session only"). A series held no word
 * of them, so the next change of its rule made them again and a monthly series that moved paired
 * its rows with the rule's occurrences by position, sliding every later session (with its notes)
 * into the deleted one's month. Each such occurrence is now a row here (exported as an EXDATE).
 *
 * Until now every occurrence of a rule had its row except those deleted this way (a rule change
 * made the rows it lacked, "this and following" ends the rule), so the occurrences of each
 * series that have no row are recorded as deleted: the calendar export already left them out.
 */
export const seriesExdatesMigration: Migration = {
  version: 20,
  name: 'occurrences deleted from a series',
  up(db) {
    db.exec(`
      CREATE TABLE session_series_exdates (
        series_id INTEGER NOT NULL REFERENCES session_series (id) ON DELETE CASCADE,
        -- The deleted occurrence's place in the rule (UTC ISO), as sessions.occurrence_start.
        occurrence_start TEXT NOT NULL,
        PRIMARY KEY (series_id, occurrence_start)
      ) STRICT;
    `);
    const ids = db.prepare('SELECT id FROM session_series ORDER BY id').pluck().all() as number[];
    for (const id of ids) recordMissingOccurrences(db, id);
  },
};
