import { DateTime } from 'luxon';
import type { ActionItem } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { systemTimeZone } from '../../shared/time-zones';
import type { Db } from '../db/open';

export interface ActionRow {
  id: number;
  client_id: number;
  session_id: number | null;
  note_id: number | null;
  goal_id: number | null;
  text: string;
  due_on: string | null;
  owner: ActionItem['owner'];
  status: ActionItem['status'];
  carried_forward: number;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

type JoinedRow = ActionRow & { client_name: string; client_code: string; session_start: string | null };

/**
 * Every list asks about action items (their status, client, session or due date), so they are
 * read first and each one's client looked up: CROSS JOIN keeps SQLite from walking every
 * client and their items instead (about 240 ms for the dashboard's overdue items at 50,000
 * clients, 0.2 ms this way).
 */
export const ACTION_SELECT = `
  SELECT a.*, c.full_name AS client_name, c.code AS client_code, s.starts_at AS session_start
  FROM action_items a CROSS JOIN clients c ON c.id = a.client_id LEFT JOIN sessions s ON s.id = a.session_id`;

/**
 * By due date, undated last: overdue items come first, as they are due earliest. The order of
 * the indexes of open items and of all items (open-order-migration.ts, due-order-migration.ts).
 */
export const BY_DUE_DATE = 'ORDER BY a.due_on IS NULL, a.due_on, a.id';

/** The coach's "today" (YYYY-MM-DD): overdue means due before this day. */
export function todayIn(now: number, zone: string | null | undefined): string {
  return DateTime.fromMillis(now, { zone: zone ?? systemTimeZone() }).toISODate()!;
}

export function toActionItem(row: JoinedRow, today: string): ActionItem {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    clientCode: row.client_code,
    text: row.text,
    dueOn: row.due_on,
    owner: row.owner,
    status: row.status,
    sessionId: row.session_id,
    sessionStart: row.session_start,
    goalId: row.goal_id,
    noteId: row.note_id,
    carriedForward: row.carried_forward,
    completedAt: row.completed_at,
    overdue: row.status === 'open' && row.due_on !== null && row.due_on < today,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function selectActions(db: Db, where: string, params: Record<string, unknown>, tail = BY_DUE_DATE): ActionItem[] {
  const rows = db.prepare(`${ACTION_SELECT} WHERE ${where} ${tail}`).all(params) as JoinedRow[];
  return rows.map((row) => toActionItem(row, params.today as string));
}

export function getAction(db: Db, id: number, today: string): ActionItem {
  const [item] = selectActions(db, 'a.id = @id', { id, today });
  if (!item) throw new AppError('NOT_FOUND', `There is no action item number ${id}. It may have been deleted.`);
  return item;
}

export function actionRow(db: Db, id: number): ActionRow {
  const row = db.prepare('SELECT * FROM action_items WHERE id = ?').get(id) as ActionRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no action item number ${id}. It may have been deleted.`);
  return row;
}
