import type { DateTime } from 'luxon';
import type { Conflict } from '../../shared/contract';
import { MAX_SESSION_MINUTES } from '../../shared/contract';
import type { Db } from '../db/open';
import { OCCUPYING, selectSessions } from './session-rows';
import { toStored } from './time';

export interface Slot {
  start: DateTime;
  end: DateTime;
}

/**
 * Sessions of current clients that overlap any of the proposed slots (touching ends do not
 * overlap). Bounded below by the longest possible session so the starts_at index does the work.
 */
export function findConflicts(db: Db, slots: Slot[], ignore: { sessionIds?: number[]; seriesId?: number | null } = {}): Conflict[] {
  const conflicts: Conflict[] = [];
  const ignored = new Set(ignore.sessionIds ?? []);
  for (const slot of slots) {
    const start = toStored(slot.start);
    const end = toStored(slot.end);
    const earliest = toStored(slot.start.minus({ minutes: MAX_SESSION_MINUTES }));
    const overlapping = selectSessions(
      db,
      `s.starts_at >= @earliest AND s.starts_at < @end AND s.ends_at > @start AND s.status IN ${OCCUPYING} AND +c.trashed_at IS NULL
       AND (@seriesId IS NULL OR s.series_id IS NULL OR s.series_id <> @seriesId)`,
      { earliest, start, end, seriesId: ignore.seriesId ?? null },
    );
    for (const session of overlapping) if (!ignored.has(session.id)) conflicts.push({ proposedStart: start, session });
  }
  return conflicts;
}
