import type { z } from 'zod';
import type { Conflict, ConflictCheck } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { Db } from '../db/open';
import { findConflicts } from './conflicts';
import { expandRule, normaliseRule } from './recurrence';
import { ruleFrom } from './series';
import { getSeriesRow, getSessionRow } from './session-rows';
import { localText, parseMoment } from './time';

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
  const ruleText = given && series ? ruleFrom(given, series, editing!.occurrence_start ?? editing!.starts_at) : given;
  const starts = ruleText ? expandRule(normaliseRule(ruleText, zone), localText(start), zone) : [start];
  return findConflicts(
    db,
    starts.map((s) => ({ start: s, end: s.plus({ minutes: input.minutes }) })),
    { sessionIds: editing ? [editing.id] : [], seriesId: wholeSeries ? editing!.series_id : null },
  );
}
