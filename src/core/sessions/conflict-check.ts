import type { z } from 'zod';
import type { Conflict, ConflictCheck } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { Db } from '../db/open';
import type { DateTime } from 'luxon';
import { findConflicts } from './conflicts';
import { exdatesOf } from './exdates';
import { expandRule, normaliseRule, occurrencesOf } from './recurrence';
import { ruleFrom } from './series';
import { getSeriesRow, getSessionRow, type SeriesRow } from './session-rows';
import { localText, parseMoment, toStored } from './time';

/**
 * What the schedule dialog asks before saving: would these times overlap other sessions?
 * When editing, the session itself (and with scope, its series) is not counted.
 */
export function checkConflicts(db: Db, input: z.output<typeof ConflictCheck>): Conflict[] {
  const editing = input.sessionId ? getSessionRow(db, input.sessionId) : null;
  const zone = input.timeZone ?? editing?.time_zone ?? systemTimeZone();
  const start = parseMoment(input.start, zone);
  const wholeSeries = editing?.series_id != null && input.scope !== 'this';
  const series = wholeSeries ? getSeriesRow(db, editing!.series_id!) : null;
  const given = input.repeat ?? series?.rrule ?? null;
  // Expanded from this session on: only what is left of a COUNT, not the whole series again.
  const pivot = editing?.occurrence_start ?? editing?.starts_at;
  const ruleText = given && series ? ruleFrom(given, series, pivot!) : given;
  let starts = ruleText ? expandRule(normaliseRule(ruleText, zone), localText(start), zone) : [start];
  if (series) starts = withoutDeleted(db, series, pivot!, starts, input.repeat != null && normaliseRule(input.repeat, zone) !== series.rrule);
  return findConflicts(
    db,
    starts.map((s) => ({ start: s, end: s.plus({ minutes: input.minutes }) })),
    { sessionIds: editing ? [editing.id] : [], seriesId: wholeSeries ? editing!.series_id : null },
  );
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
