import type { z } from 'zod';
import type { CheckInChanges, CheckInCreate } from '../../shared/contract/goals';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { requireGoal } from './goal-store';
import { assertSessionOfClient } from './links';
import { updateColumns } from './update-columns';
import { cachedStatement } from '../db/statements';

type NewCheckIn = z.output<typeof CheckInCreate>;
type Changes = z.output<typeof CheckInChanges>;

interface CheckInOwner {
  id: number;
  goal_id: number;
  value: number | null;
  rating: number | null;
}

export function addCheckIn(db: Db, input: NewCheckIn, today: string, now: string): number {
  return db.transaction(() => {
    const goal = requireGoal(db, input.goalId);
    if (input.value !== null && goal.metric_name === null) throw noMetric();
    if (input.sessionId !== null) assertSessionOfClient(db, input.sessionId, goal.client_id);
    cachedStatement(
      db,
      `INSERT INTO goal_check_ins (goal_id, recorded_on, value, rating, comment, session_id, created_at, updated_at)
       VALUES (@goalId, @on, @value, @rating, @comment, @sessionId, @now, @now)`,
    ).run({ ...input, on: input.on ?? today, now });
    return goal.id;
  })();
}

/** Returns the goal the check-in belongs to. */
export function updateCheckIn(db: Db, id: number, changes: Changes, now: string): number {
  return db.transaction(() => {
    const checkIn = requireCheckIn(db, id);
    const goal = requireGoal(db, checkIn.goal_id);
    if (changes.value != null && goal.metric_name === null) throw noMetric();
    if (changes.sessionId != null) assertSessionOfClient(db, changes.sessionId, goal.client_id);
    const value = changes.value === undefined ? checkIn.value : changes.value;
    const rating = changes.rating === undefined ? checkIn.rating : changes.rating;
    if (value === null && rating === null) {
      throw new AppError('INVALID_INPUT', 'A check-in needs a value, a self-rating or both. Enter one of them, or delete the check-in.');
    }
    updateColumns(db, 'goal_check_ins', id, { recorded_on: changes.on, value: changes.value, rating: changes.rating, comment: changes.comment, session_id: changes.sessionId }, now);
    return goal.id;
  })();
}

export function deleteCheckIn(db: Db, id: number): number {
  const { goal_id } = requireCheckIn(db, id);
  db.prepare('DELETE FROM goal_check_ins WHERE id = ?').run(id);
  return goal_id;
}

function requireCheckIn(db: Db, id: number): CheckInOwner {
  const row = db.prepare('SELECT id, goal_id, value, rating FROM goal_check_ins WHERE id = ?').get(id) as CheckInOwner | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no check-in number ${id}. It may have been deleted.`);
  return row;
}

function noMetric(): AppError {
  return new AppError('NO_METRIC', 'This goal has no measure to record a value against. Add a measure to the goal, or record a self-rating instead.');
}
