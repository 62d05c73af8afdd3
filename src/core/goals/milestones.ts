import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { requireGoal } from './goal-store';
import { updateColumns } from './update-columns';
import { cachedStatement } from '../db/statements';

export function addMilestone(db: Db, goalId: number, title: string, now: string): void {
  db.transaction(() => {
    requireGoal(db, goalId);
    db.prepare(
      `INSERT INTO goal_milestones (goal_id, position, title, created_at, updated_at)
       VALUES (?, (SELECT coalesce(max(position) + 1, 0) FROM goal_milestones WHERE goal_id = ?), ?, ?, ?)`,
    ).run(goalId, goalId, title, now, now);
  })();
}

/** Renames a milestone or ticks it off (`doneOn` a date) or on again (null); returns its goal. */
export function updateMilestone(db: Db, id: number, changes: { title?: string; doneOn?: string | null }, now: string): number {
  const goalId = goalOfMilestone(db, id);
  updateColumns(db, 'goal_milestones', id, { title: changes.title, done_on: changes.doneOn }, now);
  return goalId;
}

export function deleteMilestone(db: Db, id: number): number {
  const goalId = goalOfMilestone(db, id);
  db.prepare('DELETE FROM goal_milestones WHERE id = ?').run(id);
  return goalId;
}

/** `order` must name every milestone of the goal exactly once: a stale list changes nothing. */
export function reorderMilestones(db: Db, goalId: number, order: readonly number[], now: string): void {
  db.transaction(() => {
    requireGoal(db, goalId);
    const current = db.prepare('SELECT id FROM goal_milestones WHERE goal_id = ?').pluck().all(goalId) as number[];
    const same = current.length === order.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
    if (!same) throw new AppError('INVALID_INPUT', 'The milestones changed while you were reordering them. Reload the goal and try again.');
    const move = db.prepare('UPDATE goal_milestones SET position = ?, updated_at = ? WHERE id = ?');
    order.forEach((id, position) => move.run(position, now, id));
  })();
}

function goalOfMilestone(db: Db, id: number): number {
  const goalId = cachedStatement(db, 'SELECT goal_id FROM goal_milestones WHERE id = ?', 'pluck').get(id) as number | undefined;
  if (goalId === undefined) throw new AppError('NOT_FOUND', `There is no milestone number ${id}. It may have been deleted.`);
  return goalId;
}
