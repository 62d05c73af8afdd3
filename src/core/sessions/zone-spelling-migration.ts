import { canonicalCase, isValidTimeZone } from '../../shared/time-zones';
import type { Migration } from '../db/migration';

/** Every table that stores a zone name (settings hold none). */
const TABLES = ['clients', 'session_series', 'sessions'] as const;

/**
 * Zone names as IANA spells them, where earlier versions stored one as typed: "asia/kolkata"
 * (and before that "europe/sofia") was kept in lower case, so the calendar export wrote
 * TZID=asia/kolkata without a VTIMEZONE and calendar apps put the session at the wrong time.
 * Each distinct name is spelled as a name typed today is (canonicalCase). A name this
 * runtime's ICU does not know is left as it is rather than guessed at.
 *
 * Only the spelling changes, never the zone, so the stored UTC times, wall-clock starts and
 * rules stay right, and `updated_at` stays: the coach changed nothing. No trigger watches
 * time_zone. A table is read once (DISTINCT), and rows are written only for a name misspelled.
 */
export const zoneSpellingMigration: Migration = {
  version: 22,
  name: 'zone names as IANA spells them',
  up(db) {
    for (const table of TABLES) {
      const update = db.prepare(`UPDATE ${table} SET time_zone = ? WHERE time_zone = ?`);
      for (const zone of db.prepare(`SELECT DISTINCT time_zone FROM ${table}`).pluck().all() as string[]) {
        const spelled = isValidTimeZone(zone) ? canonicalCase(zone) : zone;
        if (spelled !== zone) update.run(spelled, zone);
      }
    }
  },
};
