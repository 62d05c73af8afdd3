import type { ActionItem } from '../../shared/contract';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

/**
 * The demo's most numerous rows, written straight with their final values: the same columns
 * the stores write (action-store's createAction then updateAction, checkins' addCheckIn),
 * without their checks (the generator links only a client's own sessions, notes and goals)
 * and without writing an item as open and then updating it. tests/unit/demo/demo-rows.test.ts
 * compares these rows with the ones the stores write.
 */
export interface DemoAction {
  clientId: number;
  sessionId: number;
  noteId: number;
  goalId: number | null;
  text: string;
  dueOn: string;
  owner: ActionItem['owner'];
  createdAt: string;
  /** Done or dropped at this time, or still open (null). */
  closed: { status: 'done' | 'dropped'; at: string } | null;
}

export function insertDemoAction(db: Db, action: DemoAction): number {
  const { closed } = action;
  const { lastInsertRowid } = cachedStatement(
    db,
    `INSERT INTO action_items (client_id, session_id, note_id, goal_id, text, due_on, owner, status, completed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    action.clientId,
    action.sessionId,
    action.noteId,
    action.goalId,
    action.text,
    action.dueOn,
    action.owner,
    closed?.status ?? 'open',
    closed?.status === 'done' ? closed.at : null,
    action.createdAt,
    closed?.at ?? action.createdAt,
  );
  return Number(lastInsertRowid);
}

export interface DemoCheckIn {
  goalId: number;
  on: string;
  value: number | null;
  rating: number;
  comment: string | null;
  sessionId: number;
  createdAt: string;
}

export function insertDemoCheckIn(db: Db, checkIn: DemoCheckIn): void {
  cachedStatement(
    db,
    `INSERT INTO goal_check_ins (goal_id, recorded_on, value, rating, comment, session_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(checkIn.goalId, checkIn.on, checkIn.value, checkIn.rating, checkIn.comment, checkIn.sessionId, checkIn.createdAt, checkIn.createdAt);
}
