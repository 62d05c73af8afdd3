import type { RetentionCandidate } from '../../shared/contract';
import { getClient } from '../clients/client-store';
import type { Db } from '../db/open';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

interface Row {
  id: number;
  code: string;
  full_name: string;
  archived_at: string | null;
  created_at: string;
  start_date: string | null;
  agreement_end: string | null;
  last_session: string | null;
  sessions: number;
}

/** An ISO day `years` before `nowMs` (same month and day). */
function yearsBefore(nowMs: number, years: number): string {
  const date = new Date(nowMs);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * Clients whose coaching ended more than `years` ago, for the coach to keep or erase: status
 * "completed", not in the trash, and not kept at a review within the last year. The end is the
 * later of the last session held or booked (cancelled ones aside) and the agreement's end;
 * for a client with neither, the start date or the day they were added.
 */
export function retentionCandidates(db: Db, years: number, nowMs: number): RetentionCandidate[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.code, c.full_name, c.archived_at, c.created_at, c.start_date, c.agreement_end,
         (SELECT max(s.starts_at) FROM sessions s WHERE s.client_id = c.id AND s.status NOT IN ('cancelled', 'late_cancelled')) AS last_session,
         (SELECT count(*) FROM sessions s WHERE s.client_id = c.id AND s.status = 'completed') AS sessions
       FROM clients c
       WHERE c.status = 'completed' AND c.trashed_at IS NULL AND (c.retention_reviewed_at IS NULL OR c.retention_reviewed_at < ?)`,
    )
    .all(new Date(nowMs - YEAR_MS).toISOString()) as Row[];
  const cutoff = yearsBefore(nowMs, years);
  return rows
    .map((row) => ({ row, endedOn: endOf(row) }))
    .filter(({ endedOn }) => endedOn < cutoff)
    .sort((a, b) => a.endedOn.localeCompare(b.endedOn) || a.row.id - b.row.id)
    .map(({ row, endedOn }) => ({ id: row.id, code: row.code, fullName: row.full_name, endedOn, sessions: row.sessions, archived: row.archived_at !== null }));
}

function endOf(row: Row): string {
  const ends = [row.last_session?.slice(0, 10), row.agreement_end].filter((day): day is string => !!day);
  if (ends.length === 0) ends.push(row.start_date ?? row.created_at.slice(0, 10));
  return ends.sort().at(-1)!;
}

/** "Keep" at a review: the client is not listed again for a year. */
export function keepAtReview(db: Db, id: number, now: string): { reviewedAt: string } {
  getClient(db, id);
  db.prepare('UPDATE clients SET retention_reviewed_at = ?, updated_at = ? WHERE id = ?').run(now, now, id);
  return { reviewedAt: now };
}
