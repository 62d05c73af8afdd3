import type { DateTime } from 'luxon';
import type { Db } from '../db/open';
import { sessionHasContent } from './content';
import { exdatesOf, setExdates } from './exdates';
import { occurrencesOf } from './recurrence';
import { materialise } from './series';
import { getSeriesRow, type SeriesRow, type SessionRow, seriesRows } from './session-rows';
import { inZone, shiftWallClock, toStored, wallClockDelta } from './time';

export interface RowShift {
  /** Wall-clock milliseconds every occurrence moves by. */
  delta: number;
  fromZone: string;
  zone: string;
  minutes: number | undefined;
  details: { sets: string[]; values: Record<string, unknown> };
}

/** Where an occurrence of the series is once the whole series moved by `shift`. */
function shiftedOccurrence(occurrence: string, shift: RowShift): string {
  return toStored(shiftWallClock(inZone(occurrence, shift.fromZone), shift.delta, shift.zone));
}

/**
 * Moves a series' rows in place (never delete and recreate: notes hang on them). Sessions
 * still to happen move and take the new details; held or cancelled ones keep their time and
 * only follow the rule's new place for them, which exports as an override or an exception.
 * Occurrences deleted from the series move with it.
 */
export function shiftSeriesRows(db: Db, seriesId: number, shift: RowShift, now: string): number {
  setExdates(db, seriesId, exdatesOf(db, seriesId).map((occurrence) => shiftedOccurrence(occurrence, shift)));
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
    const occurrence = shiftedOccurrence(row.occurrence_start!, shift);
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
 * always a 3rd Wednesday), and a later change of the rule then moved them a week. So each
 * occurrence of the rule as it was (`before`, whose rows and deleted occurrences
 * `shiftSeriesRows` moved by `shift`) becomes the new rule's occurrence of the same rank: its
 * row follows it, never another row's (a deleted occurrence stays deleted in its own month, the
 * sessions after it keep theirs). A session to come keeps its length and how far it was moved
 * from its occurrence on its own; a held or cancelled one only follows (as `shiftSeriesRows`
 * does). Rows are moved, never recreated (notes hang on them); rows or occurrences left over
 * are reconciled.
 */
export function alignRowsToRule(db: Db, seriesId: number, before: SeriesRow, shift: RowShift, now: string): void {
  const series = getSeriesRow(db, seriesId);
  const occurrences = occurrencesOf(series.rrule, series.local_start, series.time_zone);
  const rankOf = new Map(occurrencesOf(before.rrule, before.local_start, before.time_zone).map((o, rank) => [shiftedOccurrence(toStored(o), shift), rank]));
  const rows = seriesRows(db, seriesId);
  const exdates = exdatesOf(db, seriesId).flatMap((exdate) => {
    const occurrence = occurrences[rankOf.get(exdate) ?? -1];
    return occurrence ? [occurrence] : [];
  });
  const targets = new Map<SessionRow, DateTime | undefined>(rows.map((row) => [row, occurrences[rankOf.get(row.occurrence_start!) ?? -1]]));
  // A row off the old rule (left so by an older version) takes, in order, the occurrences no row or deleted one has.
  const claimed = new Set([...exdates, ...targets.values()].filter((o) => o !== undefined).map(toStored));
  const free = occurrences.filter((o) => !claimed.has(toStored(o)));
  for (const row of rows) if (!rankOf.has(row.occurrence_start!)) targets.set(row, free.shift());
  setExdates(db, seriesId, exdates.map(toStored));

  // Parked first: the unique index allows no two rows one occurrence, even for a moment.
  db.prepare("UPDATE sessions SET occurrence_start = 'parked:' || id WHERE series_id = ?").run(seriesId);
  const scheduled = db.prepare('UPDATE sessions SET occurrence_start = @occurrence, starts_at = @start, ends_at = @end, updated_at = @now, reminded_at = CASE WHEN starts_at = @start THEN reminded_at END WHERE id = @id');
  const other = db.prepare('UPDATE sessions SET occurrence_start = ? WHERE id = ?');
  for (const [row, occurrence] of targets) {
    if (!occurrence) continue;
    const stored = toStored(occurrence);
    if (row.status !== 'scheduled') {
      other.run(stored, row.id);
      continue;
    }
    const ownShift = wallClockDelta(inZone(row.occurrence_start!, series.time_zone), inZone(row.starts_at, row.time_zone));
    const start = shiftWallClock(occurrence, ownShift, row.time_zone);
    const minutes = Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000);
    scheduled.run({ occurrence: stored, start: toStored(start), end: toStored(start.plus({ minutes })), now, id: row.id });
  }
  reconcileSeries(db, seriesId, now);
}

/**
 * After a rule change: occurrences the rule still has keep their rows; rows it no longer
 * has are deleted if nothing hangs on them, else kept as single sessions; new occurrences
 * get rows, except those deleted from the series (which it forgets once the rule no longer
 * has them). Returns how many rows were added, removed or set apart.
 */
export function reconcileSeries(db: Db, seriesId: number, now: string): number {
  const series = getSeriesRow(db, seriesId);
  const occurrences = occurrencesOf(series.rrule, series.local_start, series.time_zone);
  const wanted = new Set(occurrences.map(toStored));
  const exdates = exdatesOf(db, seriesId);
  setExdates(db, seriesId, exdates.filter((exdate) => wanted.has(exdate)));
  const rows = seriesRows(db, seriesId);
  const have = new Set([...rows.map((row) => row.occurrence_start), ...exdates]);
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
