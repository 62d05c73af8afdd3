import type { LinkedAction } from '../../shared/contract/goals';
import type { Db } from '../db/open';

/** The client's action items that serve this goal, soonest due first. */
export function linkedActions(db: Db, goalId: number): LinkedAction[] {
  return db
    .prepare('SELECT id, text, status, due_on AS dueOn FROM action_items WHERE goal_id = ? ORDER BY due_on IS NULL, due_on, id')
    .all(goalId) as LinkedAction[];
}
