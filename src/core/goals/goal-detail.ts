import type { GoalDetail, Milestone } from '../../shared/contract/goals';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { CHECK_IN_ORDER, CHECK_IN_SELECT, type CheckInRow, GOAL_SELECT, type GoalRow, summarise } from './goal-rows';
import { linkedActions } from './linked-actions';
import { linkedSessions } from './links';

/** Everything the goal page shows: the full series of check-ins, milestones in order, links. */
export function getGoal(db: Db, id: number, today: string): GoalDetail {
  const row = db.prepare(`${GOAL_SELECT} WHERE g.id = ?`).get(id) as GoalRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no goal number ${id}. It may have been deleted.`);
  const checkIns = db.prepare(`${CHECK_IN_SELECT} WHERE k.goal_id = ? ${CHECK_IN_ORDER}`).all(id) as CheckInRow[];
  const milestones = db
    .prepare('SELECT id, goal_id AS goalId, position, title, done_on AS doneOn FROM goal_milestones WHERE goal_id = ? ORDER BY position, id')
    .all(id) as Milestone[];
  const done = milestones.filter((m) => m.doneOn !== null).length;
  const { summary, result } = summarise(row, checkIns, { done, total: milestones.length }, today);
  return {
    ...summary,
    milestones,
    checkIns: checkIns.map((k, i) => ({
      id: k.id,
      goalId: k.goal_id,
      on: k.recorded_on,
      value: k.value,
      rating: k.rating,
      comment: k.comment,
      sessionId: k.session_id,
      sessionStart: k.session_start,
      fraction: result.fractions[i] ?? null,
      createdAt: k.created_at,
    })),
    sessions: linkedSessions(db, id),
    actions: linkedActions(db, id),
  };
}
