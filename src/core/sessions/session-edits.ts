import type { z } from 'zod';
import type { Conflict, EditScope, Session, SessionChanges } from '../../shared/contract';
import type { Db } from '../db/open';
import { findConflicts } from './conflicts';
import { expandRule, followsMonths, normaliseRule, rebaseRule } from './recurrence';
import { alignRowsToRule, reconcileSeries, shiftSeriesRows } from './series-rows';
import { detailsOf, insertSeries, materialise, pivotForAll, ruleFrom, splitSeries } from './series';
import { getSeriesRow, getSession, getSessionRow, type SessionRow } from './session-rows';
import { inZone, localText, parseMoment, shiftWallClock, toStored, wallClockDelta } from './time';

type Changes = z.output<typeof SessionChanges>;

export interface Updated {
  session: Session;
  affected: number;
  conflicts: Conflict[];
}

export function rowMinutes(row: Pick<SessionRow, 'starts_at' | 'ends_at'>): number {
  return Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000);
}

/** Columns for the detail fields a change names (null is a value: "use the default reminder"). */
export function detailAssignments(changes: Changes): { sets: string[]; values: Record<string, unknown> } {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  const add = (column: string, value: unknown) => {
    sets.push(`${column} = @${column}`);
    values[column] = value;
  };
  if (changes.type !== undefined) add('type', changes.type);
  if (changes.location !== undefined) add('location', changes.location);
  if (changes.title !== undefined) add('title', changes.title);
  if (changes.reminderMinutes !== undefined) add('reminder_minutes', changes.reminderMinutes);
  if (changes.proBono !== undefined) add('pro_bono', changes.proBono ? 1 : 0);
  return { sets, values };
}

/** Edits one session, this and the following ones of its series, or all of it. */
export function updateSessions(db: Db, id: number, scope: EditScope, changes: Changes, now: string): Updated {
  return db.transaction(() => {
    const row = getSessionRow(db, id);
    if (row.series_id === null) return changes.repeat ? startSeriesFrom(db, row, changes, now) : updateOne(db, row, changes, now);
    if (scope === 'this') return updateOne(db, row, changes, now);
    return updateSeriesFrom(db, row, scope, changes, now);
  })();
}

function updateOne(db: Db, row: SessionRow, changes: Changes, now: string): Updated {
  const zone = changes.timeZone ?? row.time_zone;
  const start = changes.start ? parseMoment(changes.start, zone) : inZone(row.starts_at, zone);
  const end = start.plus({ minutes: changes.minutes ?? rowMinutes(row) });
  const { sets, values } = detailAssignments(changes);
  const moved = toStored(start) !== row.starts_at;
  db.prepare(
    `UPDATE sessions SET ${[...sets, 'starts_at = @start', 'ends_at = @end', 'time_zone = @zone', 'detached = @detached', 'updated_at = @now'].join(', ')}
     ${moved ? ', reminded_at = NULL' : ''} WHERE id = @id`,
  ).run({ ...values, start: toStored(start), end: toStored(end), zone, detached: row.series_id === null ? 0 : 1, now, id: row.id });
  return { session: getSession(db, row.id), affected: 1, conflicts: findConflicts(db, [{ start, end }], { sessionIds: [row.id] }) };
}

/** A single session given a repeat rule becomes the first occurrence of a new series. */
function startSeriesFrom(db: Db, row: SessionRow, changes: Changes, now: string): Updated {
  const edited = updateOne(db, row, { ...changes, repeat: undefined }, now);
  const current = getSessionRow(db, row.id);
  const zone = current.time_zone;
  const start = inZone(current.starts_at, zone);
  const rule = normaliseRule(changes.repeat!, zone);
  const seriesId = insertSeries(db, { ...detailsOf(current), clientId: current.client_id, rule, localStart: localText(start), zone, minutes: rowMinutes(current) }, now);
  db.prepare('UPDATE sessions SET series_id = ?, occurrence_start = starts_at, detached = 0 WHERE id = ?').run(seriesId, row.id);
  const others = expandRule(rule, localText(start), zone).filter((o) => toStored(o) !== current.starts_at);
  const ids = materialise(db, seriesId, others, now);
  return { session: getSession(db, row.id), affected: ids.length + 1, conflicts: [...edited.conflicts, ...conflictsOfSeries(db, seriesId)] };
}

/**
 * "This and following" splits the series at the edited occurrence; "all" splits where
 * the sessions still to come begin, so past sessions stay as they happened. The tail then
 * moves by the same wall-clock shift as the edited occurrence, row by row.
 */
function updateSeriesFrom(db: Db, row: SessionRow, scope: EditScope, changes: Changes, now: string): Updated {
  const original = getSeriesRow(db, row.series_id!);
  const pivot = scope === 'following' ? row.occurrence_start! : pivotForAll(db, original.id, row, now);
  const repeat = changes.repeat ? ruleFrom(changes.repeat, original, pivot) : undefined;
  const seriesId = splitSeries(db, original, pivot, now);
  const series = getSeriesRow(db, seriesId);
  const zone = changes.timeZone ?? series.time_zone;
  const edited = inZone(row.starts_at, row.time_zone);
  const delta = changes.start ? wallClockDelta(edited, parseMoment(changes.start, zone)) : 0;
  const oldLocalStart = parseMoment(series.local_start, series.time_zone);
  const newLocalStart = shiftWallClock(oldLocalStart, delta, zone);
  const rebased = rebaseRule(series.rrule, oldLocalStart, newLocalStart);
  const { sets, values } = detailAssignments(changes);
  db.prepare(
    `UPDATE session_series SET ${[...sets, 'rrule = @rrule', 'local_start = @localStart', 'time_zone = @zone', 'minutes = @minutes', 'updated_at = @now'].join(', ')} WHERE id = @id`,
  ).run({ ...values, rrule: rebased, localStart: localText(newLocalStart), zone, minutes: changes.minutes ?? series.minutes, now, id: seriesId });

  const shift = { delta, fromZone: series.time_zone, zone, minutes: changes.minutes, details: { sets, values } };
  let affected = shiftSeriesRows(db, seriesId, shift, now);
  // A monthly rule's days do not move by a fixed number of days: the rows follow the rule.
  if (rebased !== series.rrule && followsMonths(rebased)) alignRowsToRule(db, seriesId, series, shift, now);
  if (repeat) {
    const rule = normaliseRule(repeat, zone);
    if (rule !== rebased) {
      db.prepare('UPDATE session_series SET rrule = ? WHERE id = ?').run(rule, seriesId);
      affected += reconcileSeries(db, seriesId, now);
    }
  }
  return { session: getSession(db, row.id), affected, conflicts: conflictsOfSeries(db, seriesId) };
}

function conflictsOfSeries(db: Db, seriesId: number): Conflict[] {
  const rows = db.prepare("SELECT * FROM sessions WHERE series_id = ? AND status = 'scheduled' ORDER BY starts_at").all(seriesId) as SessionRow[];
  const slots = rows.map((r) => ({ start: inZone(r.starts_at, r.time_zone), end: inZone(r.ends_at, r.time_zone) }));
  return findConflicts(db, slots, { seriesId });
}
