import type { z } from 'zod';
import { type GoalListInput, type GoalStaleCountInput, STALE_AFTER_DAYS, type GoalSummary } from '../../shared/contract/goals';
import { fewerRowsThan } from '../db/counts';
import type { Db } from '../db/open';
import { GOAL_COLUMNS, GOAL_SELECT, type GoalRow, loadGoalParts, summarise } from './goal-rows';

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

/**
 * Fewer goals of a status, or clients with a tag, than this are read from their own index and
 * sorted by client name: a few milliseconds at most.
 */
export const FEW_TO_SORT = 2000;

/**
 * Where the practice's Goals page reads from, in the order of the page (by client name). SQLite
 * cannot know how common a status or a tag is, and guessed wrong both ways at 50,000 clients:
 * 40 ms to sort every achieved goal, 13 ms to walk every client for the few active ones. So:
 * - a rare status or tag (the active goals are a practice's current work, so always few): its
 *   goals, or its clients', from their index, then sorted;
 * - otherwise the current clients in name order, each one's goals looked up, until the page is
 *   full: the filters' goals are common, so that is soon.
 */
function practiceRoute(db: Db, input: ListInput): string {
  // Only active goals can be stale.
  const status = input.staleOnly ? 'active' : input.status;
  const few = (sql: string, value: string) => fewerRowsThan(db, FEW_TO_SORT, sql, value);
  if (status != null && few('SELECT 1 FROM goals WHERE status = ?', status)) return 'goals g INDEXED BY goals_by_status CROSS JOIN clients c ON c.id = g.client_id';
  if (input.tag != null && few('SELECT 1 FROM client_tags WHERE tag = ?', input.tag)) {
    return 'client_tags tagged CROSS JOIN clients c ON c.id = tagged.client_id AND tagged.tag = @tag CROSS JOIN goals g ON g.client_id = c.id';
  }
  return 'clients c INDEXED BY clients_by_view_name CROSS JOIN goals g ON g.client_id = c.id';
}

const paramsOf = (input: Filters, today: string) => ({ clientId: input.clientId ?? null, status: input.status ?? null, tag: input.tag ?? null, today });

export function listGoals(db: Db, input: ListInput, today: string): GoalSummary[] {
  const where = input.staleOnly ? `${whereOf(input)} AND ${STALE}` : whereOf(input);
  const select = input.clientId != null ? GOAL_SELECT : `SELECT ${GOAL_COLUMNS} FROM ${practiceRoute(db, input)}`;
  const rows = db
    .prepare(`${select} WHERE ${where} ORDER BY c.name_key, g.target_date IS NULL, g.target_date, g.id LIMIT @limit`)
    .all({ ...paramsOf(input, today), limit: input.limit ?? -1 }) as GoalRow[];
  const { checkIns, milestones } = loadGoalParts(db, rows.map((row) => row.id));
  return rows.map((row) => summarise(row, checkIns.get(row.id)!, milestones.get(row.id)!, today).summary);
}

/** How many of the goals the filters ask for are stale: all of them, not just a page's. */
export function countStaleGoals(db: Db, input: Filters, today: string): number {
  return db.prepare(`SELECT count(*) FROM goals g JOIN clients c ON c.id = g.client_id WHERE ${whereOf(input)} AND ${STALE}`).pluck().get(paramsOf(input, today)) as number;
}
