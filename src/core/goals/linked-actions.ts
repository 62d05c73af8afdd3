import type { LinkedAction } from '../../shared/contract/goals';
import type { Db } from '../db/open';

/**
 * The seam to action items (issue 4, built on another branch): they carry a nullable
 * goal_id. Until a table with the columns below exists this returns null, and the goal page
 * shows no actions section. When the notes branch is merged, align EXPECTED_COLUMNS and the
 * query with its real table (or replace this file with a call into src/core/notes).
 */
const TABLE = 'action_items';
const EXPECTED_COLUMNS = ['id', 'goal_id', 'text', 'status', 'due_on'];

export function linkedActions(db: Db, goalId: number): LinkedAction[] | null {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(TABLE) as string[];
  if (!EXPECTED_COLUMNS.every((column) => columns.includes(column))) return null;
  return db.prepare(`SELECT id, text, status, due_on AS dueOn FROM ${TABLE} WHERE goal_id = ? ORDER BY due_on IS NULL, due_on, id`).all(goalId) as LinkedAction[];
}
