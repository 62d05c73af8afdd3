import type { z } from 'zod';
import type { GoalListInput, GoalSummary } from '../../shared/contract/goals';
import type { Db } from '../db/open';
import { GOAL_SELECT, type GoalRow, loadGoalParts, summarise } from './goal-rows';

type ListInput = z.output<typeof GoalListInput>;

/**
 * One client's goals (all of them, whatever the client's state), or the practice's: goals of
 * current clients, i.e. neither archived nor in the trash.
 */
export function listGoals(db: Db, input: ListInput, today: string): GoalSummary[] {
  const where: string[] = [];
  if (input.clientId != null) where.push('g.client_id = @clientId');
  else where.push('c.archived_at IS NULL', 'c.trashed_at IS NULL');
  if (input.status != null) where.push('g.status = @status');
  // Only active goals go stale: the others need not be summarised to find out.
  if (input.staleOnly) where.push("g.status = 'active'");
  if (input.tag != null) where.push('EXISTS (SELECT 1 FROM client_tags t WHERE t.client_id = g.client_id AND t.tag = @tag)');
  // Whether a goal is stale is known only once it is summarised: then the limit comes after.
  const limit = input.staleOnly ? null : input.limit;
  const rows = db
    .prepare(`${GOAL_SELECT} WHERE ${where.join(' AND ')} ORDER BY c.full_name COLLATE NOCASE, g.target_date IS NULL, g.target_date, g.id LIMIT @limit`)
    .all({ clientId: input.clientId ?? null, status: input.status ?? null, tag: input.tag ?? null, limit: limit ?? -1 }) as GoalRow[];
  const { checkIns, milestones } = loadGoalParts(db, rows.map((row) => row.id));
  const summaries = rows.map((row) => summarise(row, checkIns.get(row.id)!, milestones.get(row.id)!, today).summary);
  return input.staleOnly ? summaries.filter((goal) => goal.stale).slice(0, input.limit ?? undefined) : summaries;
}
