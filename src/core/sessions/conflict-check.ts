import type { z } from 'zod';
import type { Conflict, ConflictCheck } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { Db } from '../db/open';
import type { DateTime } from 'luxon';
import { findConflicts } from './conflicts';
import { exdatesOf } from './exdates';
import { expandRule, normaliseRule, occurrencesOf, rebaseRule } from './recurrence';
import { pivotForAll, ruleFrom } from './series';
import { getSeriesRow, getSessionRow, type SeriesRow, type SessionRow } from './session-rows';
import { inZone, localText, parseMoment, shiftWallClock, toStored, wallClockDelta } from './time';

/**
 * What the schedule dialog asks before saving: would these times overlap other sessions?
 * When editing, the session itself (and with scope, its series) is not counted.
 */
export function checkConflicts(db: Db, input: z.output<typeof ConflictCheck>, now: string): Conflict[] {
  const editing = input.sessionId ? getSessionRow(db, input.sessionId) : null;
  const zone = input.timeZone ?? editing?.time_zone ?? systemTimeZone();
  const start = parseMoment(input.start, zone);
  const wholeSeries = editing?.series_id != null && input.scope !== 'this';
  const series = wholeSeries ? getSeriesRow(db, editing!.series_id!) : null;
  // Expanded from where the edit begins (session-edits.ts): only what is left of a COUNT, not the whole series again.
  const pivot = series && input.scope === 'all' ? pivotForAll(db, series.id, editing!, now) : (editing?.occurrence_start ?? editing?.starts_at);
  const pivotStart = series && inZone(pivot!, series.time_zone);
  const from = pivotStart ? movedLike(pivotStart, editing!, start) : start;
  // A series' own rule moves with its sessions, as the edit moves it.
  const given = input.repeat ?? (pivotStart ? rebaseRule(series!.rrule, pivotStart, from) : null);
  const ruleText = given && series ? ruleFrom(given, series, pivot!) : given;
  let starts = ruleText ? expandRule(normaliseRule(ruleText, zone), localText(from), zone) : [start];
  if (series) starts = withoutDeleted(db, series, pivot!, starts, input.repeat != null && normaliseRule(input.repeat, zone) !== series.rrule);
  return findConflicts(
    db,
    starts.map((s) => ({ start: s, end: s.plus({ minutes: input.minutes }) })),
    { sessionIds: editing ? [editing.id] : [], seriesId: wholeSeries ? editing!.series_id : null },
  );
}

/** `occurrence` moved by the same wall-clock shift as the edited session, to `editedStart`: how a series edit moves each of its sessions. */
function movedLike(occurrence: DateTime, edited: SessionRow, editedStart: DateTime): DateTime {
  return shiftWallClock(occurrence, wallClockDelta(inZone(edited.starts_at, edited.time_zone), editedStart), editedStart.zoneName!);
}

/**
 * The proposed starts less the occurrences deleted from the series, which the edit leaves
 * deleted: the same rule moved keeps each deleted occurrence at its place in the series (its
 * rank from `pivot` on); a new rule keeps those it still has at the same moment.
 */
function withoutDeleted(db: Db, series: SeriesRow, pivot: string, starts: DateTime[], ruleChanged: boolean): DateTime[] {
  const deleted = new Set(exdatesOf(db, series.id));
  if (deleted.size === 0) return starts;
  if (ruleChanged) return starts.filter((start) => !deleted.has(toStored(start)));
  const ahead = occurrencesOf(series.rrule, series.local_start, series.time_zone).map(toStored).filter((occurrence) => occurrence >= pivot);
  const deletedRanks = new Set(ahead.flatMap((occurrence, rank) => (deleted.has(occurrence) ? [rank] : [])));
  return starts.filter((_, rank) => !deletedRanks.has(rank));
}
