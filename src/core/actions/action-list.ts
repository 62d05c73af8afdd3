import type { z } from 'zod';
import type { ActionItem, ActionListInput, SinceLastTime } from '../../shared/contract';
import { getClient } from '../clients/client-store';
import type { Db } from '../db/open';
import { getSessionRow } from '../sessions/session-rows';
import { BY_DUE_DATE, selectActions } from './action-rows';

type ListInput = z.output<typeof ActionListInput>;

/**
 * Action items of a client, a session or the whole practice. Practice-wide lists hold current
 * clients' items, as the goals list does: an archived client's open items are no longer the
 * coach's to chase (they stay on the client's page). Overdue-only lists the oldest first: the
 * longest waiting.
 */
export function listActions(db: Db, input: ListInput, today: string): ActionItem[] {
  const where: string[] = [];
  const params: Record<string, unknown> = { today };
  if (input.clientId) {
    getClient(db, input.clientId);
    where.push('a.client_id = @clientId');
    params.clientId = input.clientId;
  } else if (!input.sessionId) {
    // The practice's lists leave out clients archived or in the trash; a session's items are
    // its client's, whoever that is now (an archived client's summary still lists them).
    where.push('c.archived_at IS NULL', 'c.trashed_at IS NULL');
  }
  if (input.sessionId) {
    where.push('a.session_id = @sessionId');
    params.sessionId = input.sessionId;
  }
  if (input.status !== 'all') params.status = input.status;
  const byDueDate = (conditions: string[], limit: number, order = BY_DUE_DATE) =>
    selectActions(db, [...where, ...conditions].join(' AND '), { ...params, limit }, `${order} LIMIT @limit`);
  // Open items as a literal: SQLite uses an index made for them only when it can see it.
  const open = "a.status = 'open'";
  // None undated, so the same order, as the index of open items by due date reads a range of it.
  if (input.overdue) return byDueDate([open, 'a.due_on < @today'], input.limit, 'ORDER BY a.due_on, a.id');
  if (input.status === 'open') return byDueDate([open], input.limit);
  if (input.status !== 'all') return byDueDate(['a.status = @status'], input.limit);
  // Open items first, then the rest: two lists, so the open ones are read in their index's order.
  const first = byDueDate([open], input.limit);
  return first.length < input.limit ? [...first, ...byDueDate(["a.status <> 'open'"], input.limit - first.length)] : first;
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
