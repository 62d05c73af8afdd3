import type { z } from 'zod';
import { type GoalListInput, type GoalStaleCountInput, STALE_AFTER_DAYS, type GoalSummary } from '../../shared/contract/goals';
import type { Db } from '../db/open';
import { GOAL_SELECT, type GoalRow, loadGoalParts, summarise } from './goal-rows';

type ListInput = z.output<typeof GoalListInput>;
type Filters = z.output<typeof GoalStaleCountInput>;

/**
 * Stale as `summarise` flags it, in SQL: active, and the last check-in (or, without one, the day
 * the goal was created) at least STALE_AFTER_DAYS before `@today`.
 */
const STALE = `g.status = 'active'
  AND coalesce((SELECT max(k.recorded_on) FROM goal_check_ins k WHERE k.goal_id = g.id), substr(g.created_at, 1, 10)) <= date(@today, '-${STALE_AFTER_DAYS} days')`;

/**
 * The goals the filters ask for: one client's (whatever the client's state), or the practice's:
 * goals of current clients, i.e. neither archived nor in the trash.
 */
function whereOf(input: Filters): string {
  const where: string[] = [];
  if (input.clientId != null) where.push('g.client_id = @clientId');
  else where.push('c.archived_at IS NULL', 'c.trashed_at IS NULL');
  if (input.status != null) where.push('g.status = @status');
  if (input.tag != null) where.push('EXISTS (SELECT 1 FROM client_tags t WHERE t.client_id = g.client_id AND t.tag = @tag)');
  return where.join(' AND ');
}

const paramsOf = (input: Filters, today: string) => ({ clientId: input.clientId ?? null, status: input.status ?? null, tag: input.tag ?? null, today });

export function listGoals(db: Db, input: ListInput, today: string): GoalSummary[] {
  const where = input.staleOnly ? `${whereOf(input)} AND ${STALE}` : whereOf(input);
  const rows = db
    .prepare(`${GOAL_SELECT} WHERE ${where} ORDER BY c.full_name COLLATE NOCASE, g.target_date IS NULL, g.target_date, g.id LIMIT @limit`)
    .all({ ...paramsOf(input, today), limit: input.limit ?? -1 }) as GoalRow[];
  const { checkIns, milestones } = loadGoalParts(db, rows.map((row) => row.id));
  return rows.map((row) => summarise(row, checkIns.get(row.id)!, milestones.get(row.id)!, today).summary);
}

/** How many of the goals the filters ask for are stale: all of them, not just a page's. */
export function countStaleGoals(db: Db, input: Filters, today: string): number {
  return db.prepare(`SELECT count(*) FROM goals g JOIN clients c ON c.id = g.client_id WHERE ${whereOf(input)} AND ${STALE}`).pluck().get(paramsOf(input, today)) as number;
}
