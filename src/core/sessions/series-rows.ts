import type { Db } from '../db/open';
import { sessionHasContent } from './content';
import { occurrencesOf } from './recurrence';
import { materialise } from './series';
import { getSeriesRow, type SessionRow, seriesRows } from './session-rows';
import { inZone, shiftWallClock, toStored } from './time';

export interface RowShift {
  /** Wall-clock milliseconds every occurrence moves by. */
  delta: number;
  fromZone: string;
  zone: string;
  minutes: number | undefined;
  details: { sets: string[]; values: Record<string, unknown> };
}

/**
 * Moves a series' rows in place (never delete and recreate: notes hang on them). Sessions
 * still to happen move and take the new details; held or cancelled ones keep their time and
 * only follow the rule's new place for them, which exports as an override or an exception.
 */
export function shiftSeriesRows(db: Db, seriesId: number, shift: RowShift, now: string): number {
  const rows = seriesRows(db, seriesId);
  // Moving forward, update the last rows first so no two rows share an occurrence meanwhile.
  if (shift.delta > 0) rows.reverse();
  const { sets, values } = shift.details;
  const scheduled = db.prepare(
    `UPDATE sessions SET ${[...sets, 'occurrence_start = @occurrence', 'starts_at = @start', 'ends_at = @end', 'time_zone = @zone', 'updated_at = @now'].join(', ')},
       reminded_at = CASE WHEN starts_at = @start THEN reminded_at END WHERE id = @id`,
  );
  const other = db.prepare('UPDATE sessions SET occurrence_start = ? WHERE id = ?');
  let affected = 0;
  for (const row of rows) {
    const occurrence = toStored(shiftWallClock(inZone(row.occurrence_start!, shift.fromZone), shift.delta, shift.zone));
    if (row.status !== 'scheduled') {
      other.run(occurrence, row.id);
      continue;
    }
    const start = shiftWallClock(inZone(row.starts_at, row.time_zone), shift.delta, shift.zone);
    const minutes = shift.minutes ?? Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000);
    scheduled.run({ ...values, occurrence, start: toStored(start), end: toStored(start.plus({ minutes })), zone: shift.zone, now, id: row.id });
    affected += 1;
  }
  return affected;
}

/**
 * After a whole monthly series moved to another day ("2nd Tuesday" became "3rd Wednesday"):
 * a fixed shift of days leaves rows off the new rule (the day after a 2nd Tuesday is not
 * always a 3rd Wednesday), and a later change of the rule then moved them a week. So each row,
 * in order, takes the rule's occurrence of the same rank: a session to come moves to it with
 * its length, a held or cancelled one only follows it (as `shiftSeriesRows` does). Rows are
 * moved, never recreated (notes hang on them); rows or occurrences left over are reconciled.
 */
export function alignRowsToRule(db: Db, seriesId: number, now: string): void {
  const series = getSeriesRow(db, seriesId);
  const occurrences = occurrencesOf(series.rrule, series.local_start, series.time_zone);
  const rows = seriesRows(db, seriesId);
  // Parked first: the unique index allows no two rows one occurrence, even for a moment.
  db.prepare("UPDATE sessions SET occurrence_start = 'parked:' || id WHERE series_id = ?").run(seriesId);
  const scheduled = db.prepare('UPDATE sessions SET occurrence_start = @occurrence, starts_at = @start, ends_at = @end, updated_at = @now, reminded_at = CASE WHEN starts_at = @start THEN reminded_at END WHERE id = @id');
  const other = db.prepare('UPDATE sessions SET occurrence_start = ? WHERE id = ?');
  rows.forEach((row, rank) => {
    const occurrence = occurrences[rank];
    if (!occurrence) return;
    const stored = toStored(occurrence);
    if (row.status !== 'scheduled') return void other.run(stored, row.id);
    const minutes = Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000);
    scheduled.run({ occurrence: stored, start: stored, end: toStored(occurrence.plus({ minutes })), now, id: row.id });
  });
  reconcileSeries(db, seriesId, now);
}

/**
 * After a rule change: occurrences the rule still has keep their rows; rows it no longer
 * has are deleted if nothing hangs on them, else kept as single sessions; new occurrences
 * get rows. Returns how many rows were added, removed or set apart.
 */
export function reconcileSeries(db: Db, seriesId: number, now: string): number {
  const series = getSeriesRow(db, seriesId);
  const occurrences = occurrencesOf(series.rrule, series.local_start, series.time_zone);
  const wanted = new Set(occurrences.map(toStored));
  const rows = seriesRows(db, seriesId);
  const have = new Set(rows.map((row) => row.occurrence_start));
  let changed = 0;
  for (const row of rows) {
    if (wanted.has(row.occurrence_start!)) continue;
    if (isDisposable(db, row)) db.prepare('DELETE FROM sessions WHERE id = ?').run(row.id);
    else db.prepare('UPDATE sessions SET series_id = NULL, occurrence_start = NULL, detached = 0, updated_at = ? WHERE id = ?').run(now, row.id);
    changed += 1;
  }
  const missing = occurrences.filter((o) => !have.has(toStored(o)));
  return changed + materialise(db, seriesId, missing, now).length;
}

function isDisposable(db: Db, row: SessionRow): boolean {
  return row.status === 'scheduled' && !sessionHasContent(db, row.id);
}
