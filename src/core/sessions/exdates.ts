import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';
import { occurrencesOf } from './recurrence';
import { getSeriesRow } from './session-rows';
import { toStored } from './time';

/**
 * Occurrences deleted from a series one at a time (EXDATEs): the rule still has them, so the
 * series remembers them, or the next change of its rule would make them again.
 */
export function exdatesOf(db: Db, seriesId: number): string[] {
  return cachedStatement(db, 'SELECT occurrence_start FROM session_series_exdates WHERE series_id = ? ORDER BY occurrence_start', 'pluck').all(seriesId) as string[];
}

export function addExdate(db: Db, seriesId: number, occurrence: string): void {
  cachedStatement(db, 'INSERT OR IGNORE INTO session_series_exdates (series_id, occurrence_start) VALUES (?, ?)').run(seriesId, occurrence);
}

/** Replaces a series' deleted occurrences (after its occurrences moved). */
export function setExdates(db: Db, seriesId: number, occurrences: Iterable<string>): void {
  cachedStatement(db, 'DELETE FROM session_series_exdates WHERE series_id = ?').run(seriesId);
  for (const occurrence of occurrences) addExdate(db, seriesId, occurrence);
}

/** Those from `pivot` on go with the series' tail when it is split off. */
export function moveExdates(db: Db, fromSeries: number, toSeries: number, pivot: string): void {
  db.prepare('UPDATE session_series_exdates SET series_id = ? WHERE series_id = ? AND occurrence_start >= ?').run(toSeries, fromSeries, pivot);
}

/** Those from `pivot` on are dropped when the rule ends before it. */
export function dropExdatesFrom(db: Db, seriesId: number, pivot: string): void {
  db.prepare('DELETE FROM session_series_exdates WHERE series_id = ? AND occurrence_start >= ?').run(seriesId, pivot);
}

/** Records every occurrence of the rule that has no row as deleted. */
export function recordMissingOccurrences(db: Db, seriesId: number): void {
  const series = getSeriesRow(db, seriesId);
  const have = new Set(db.prepare('SELECT occurrence_start FROM sessions WHERE series_id = ?').pluck().all(seriesId) as string[]);
  for (const occurrence of occurrencesOf(series.rrule, series.local_start, series.time_zone)) {
    const stored = toStored(occurrence);
    if (!have.has(stored)) addExdate(db, seriesId, stored);
  }
}
