import type { z } from 'zod';
import type { ActionItem, ActionListInput, SinceLastTime } from '../../shared/contract';
import { getClient } from '../clients/client-store';
import type { Db } from '../db/open';
import { getSessionRow } from '../sessions/session-rows';
import { ACTION_ORDER, selectActions } from './action-rows';

type ListInput = z.output<typeof ActionListInput>;

/**
 * Action items of a client, a session or the whole practice. Clients in the trash are left
 * out of practice-wide lists. Overdue-only lists the oldest first: the longest waiting.
 */
export function listActions(db: Db, input: ListInput, today: string): ActionItem[] {
  const where: string[] = [];
  const params: Record<string, unknown> = { today, limit: input.limit };
  if (input.clientId) {
    getClient(db, input.clientId);
    where.push('a.client_id = @clientId');
    params.clientId = input.clientId;
  } else {
    where.push('c.trashed_at IS NULL');
  }
  if (input.sessionId) {
    where.push('a.session_id = @sessionId');
    params.sessionId = input.sessionId;
  }
  if (input.overdue) {
    where.push("a.status = 'open' AND a.due_on < @today");
    return selectActions(db, where.join(' AND '), params, 'ORDER BY a.due_on, a.id LIMIT @limit');
  }
  if (input.status !== 'all') {
    where.push('a.status = @status');
    params.status = input.status;
  }
  return selectActions(db, where.join(' AND '), params, `${ACTION_ORDER} LIMIT @limit`);
}

/**
 * The top of a session's note: the client's open items agreed before this session (in the
 * previous session, or one before it and never closed), and open items added on the
 * client's page in the meantime. Items carried forward to this session move to its own list.
 */
export function sinceLastTime(db: Db, sessionId: number, today: string): SinceLastTime {
  const session = getSessionRow(db, sessionId);
  const previous = db
    .prepare(
      `SELECT id, starts_at AS start FROM sessions
       WHERE client_id = ? AND starts_at < ? AND id <> ? AND status NOT IN ('cancelled', 'late_cancelled')
       ORDER BY starts_at DESC LIMIT 1`,
    )
    .get(session.client_id, session.starts_at, sessionId) as { id: number; start: string } | undefined;
  const items = selectActions(
    db,
    `a.client_id = @clientId AND a.status = 'open' AND (
       (a.session_id IS NOT NULL AND s.starts_at < @start)
       OR (a.session_id IS NULL AND a.created_at < @end))`,
    { clientId: session.client_id, start: session.starts_at, end: session.ends_at, today },
  );
  return { previousSession: previous ?? null, items };
}
