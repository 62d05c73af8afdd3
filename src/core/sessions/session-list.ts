import { DateTime } from 'luxon';
import type { z } from 'zod';
import { MAX_SESSION_MINUTES, type Session, type SessionListInput } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { Db } from '../db/open';
import { selectSessions } from './session-rows';
import { parseMoment, toStored } from './time';

/**
 * Sessions overlapping [from, to) — a calendar week is one range scan of the starts_at
 * index, bounded below by the longest possible session. Clients in the trash are left out.
 */
export function listSessions(db: Db, input: z.output<typeof SessionListInput>, zone = systemTimeZone()): Session[] {
  // `+` keeps SQLite from walking the clients by their trash index and each one's sessions
  // (every client, at the size of a long career): the sessions' own time or client index leads.
  const where = ['+c.trashed_at IS NULL'];
  const params: Record<string, unknown> = { limit: input.limit };
  if (input.from) {
    const from = parseMoment(input.from, zone);
    params.from = toStored(from);
    params.earliest = toStored(from.minus({ minutes: MAX_SESSION_MINUTES }));
    where.push('s.starts_at >= @earliest AND s.ends_at > @from');
  }
  if (input.to) {
    params.to = toStored(parseMoment(input.to, zone));
    where.push('s.starts_at < @to');
  }
  if (input.clientId) {
    params.clientId = input.clientId;
    where.push('s.client_id = @clientId');
  }
  if (!input.includeCancelled) where.push("s.status NOT IN ('cancelled', 'late_cancelled')");
  return selectSessions(db, where.join(' AND '), params, 'ORDER BY s.starts_at, s.id LIMIT @limit');
}

export function dayRange(now: number, zone: string, fromDay: number, days: number): { from: string; to: string } {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  return { from: toStored(today.plus({ days: fromDay })), to: toStored(today.plus({ days: fromDay + days })) };
}
