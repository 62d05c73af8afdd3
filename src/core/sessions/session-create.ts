import type { z } from 'zod';
import type { Conflict, Session, SessionCreate } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import { assertClientNotInTrash } from '../clients/client-store';
import type { Db } from '../db/open';
import { findConflicts } from './conflicts';
import { expandRule, normaliseRule } from './recurrence';
import { insertSeries, insertSession, materialise } from './series';
import { getSession } from './session-rows';
import { localText, parseMoment } from './time';

export interface Created {
  session: Session;
  seriesId: number | null;
  occurrences: number;
  conflicts: Conflict[];
}

/** A single session, or a series with a row for every occurrence. Overlaps are reported, not refused. */
export function createSessions(db: Db, input: z.output<typeof SessionCreate>, now: string): Created {
  assertClientNotInTrash(db, input.clientId);
  const zone = input.timeZone ?? systemTimeZone();
  const start = parseMoment(input.start, zone);
  const details = { type: input.type, location: input.location ?? null, title: input.title ?? null, reminderMinutes: input.reminderMinutes ?? null, proBono: input.proBono };
  const rule = input.repeat ? normaliseRule(input.repeat, zone) : null;
  const starts = rule ? expandRule(rule, localText(start), zone) : [start];
  const conflicts = findConflicts(db, starts.map((s) => ({ start: s, end: s.plus({ minutes: input.minutes }) })));

  return db.transaction(() => {
    if (!rule) {
      const id = insertSession(db, { ...details, clientId: input.clientId, seriesId: null, occurrenceStart: null, start, minutes: input.minutes, zone }, now);
      return { session: getSession(db, id), seriesId: null, occurrences: 1, conflicts };
    }
    const seriesId = insertSeries(db, { ...details, clientId: input.clientId, rule, localStart: localText(start), zone, minutes: input.minutes }, now);
    const [first] = materialise(db, seriesId, starts, now);
    return { session: getSession(db, first!), seriesId, occurrences: starts.length, conflicts };
  })();
}
