import type { Dashboard } from '../../shared/contract';
import { CHARGEABLE, CoachDays, creditsOfClients } from '../clients/credits';
import type { Db } from '../db/open';
import { dayRange, listSessions } from './session-list';

const QUIET_DAYS = 30;

/** The coach's morning view: today, the week ahead, who has gone quiet, who is out of credits. */
export function dashboard(db: Db, now: number, zone: string): Dashboard {
  const nowIso = new Date(now).toISOString();
  const days = new CoachDays(now, zone);
  // Sessions that start on those days: the calendar's range also holds one running into them
  // from the night before, which would be listed twice (and last night's read as tonight's).
  const upcoming = (fromDay: number, days: number) => {
    const range = dayRange(now, zone, fromDay, days);
    return listSessions(db, { ...range, includeCancelled: false, limit: 1000 }, zone).filter((session) => session.start >= range.from);
  };
  // Exact credits need every chargeable session, so first a cheap bound: unexpired credits
  // bought minus sessions used can only overstate what is left. Clients above 1 are skipped.
  const candidates = db
    .prepare(
      `SELECT c.id, c.full_name, c.code FROM clients c
       WHERE c.status = 'active' AND c.archived_at IS NULL AND c.trashed_at IS NULL AND EXISTS (SELECT 1 FROM packages p WHERE p.client_id = c.id)
         AND (SELECT coalesce(sum(p.sessions_count), 0) FROM packages p WHERE p.client_id = c.id AND (p.expires_on IS NULL OR p.expires_on >= @today))
           - (SELECT count(*) FROM sessions s WHERE s.client_id = c.id AND ${CHARGEABLE}) <= 1
       ORDER BY c.name_key`,
    )
    .all({ today: days.today }) as { id: number; full_name: string; code: string }[];

  const quietSince = new Date(now - QUIET_DAYS * 86_400_000).toISOString();
  const quietClients = db
    .prepare(
      `SELECT c.id AS clientId, c.full_name AS clientName, c.code AS clientCode,
         (SELECT s.starts_at FROM sessions s WHERE s.client_id = c.id AND s.starts_at <= @now AND s.status NOT IN ('cancelled', 'late_cancelled') ORDER BY s.starts_at DESC LIMIT 1) AS lastSessionAt
       FROM clients c
       WHERE c.status = 'active' AND c.archived_at IS NULL AND c.trashed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.client_id = c.id AND s.starts_at > @now AND s.status = 'scheduled')
         -- A client with no session yet is quiet once they have been on the books that long.
         AND coalesce(lastSessionAt, c.created_at) < @quietSince
       ORDER BY lastSessionAt IS NOT NULL, lastSessionAt, c.name_key LIMIT 200`,
    )
    .all({ now: nowIso, quietSince }) as Dashboard['quietClients'];

  const credits = creditsOfClients(db, candidates.map((c) => c.id), days);
  const lowCredits = candidates
    .filter((c) => credits.get(c.id)!.remaining <= 1)
    .map((c) => ({ clientId: c.id, clientName: c.full_name, clientCode: c.code, remaining: credits.get(c.id)!.remaining }));

  return { today: upcoming(0, 1), nextDays: upcoming(1, 7), quietClients, lowCredits };
}
