import { type GoalStatus, type GoalSummary, type Metric, STALE_AFTER_DAYS, TREND_POINTS } from '../../shared/contract/goals';
import type { Db } from '../db/open';
import { computeProgress, type ProgressResult } from './progress';

export interface GoalRow {
  id: number;
  client_id: number;
  client_name: string;
  client_code: string;
  title: string;
  why: string | null;
  target_date: string | null;
  status: GoalStatus;
  metric_name: string | null;
  metric_unit: string | null;
  baseline: number | null;
  target: number | null;
  direction: Metric['direction'] | null;
  area_template_id: number | null;
  area_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface CheckInRow {
  id: number;
  goal_id: number;
  recorded_on: string;
  value: number | null;
  rating: number | null;
  comment: string | null;
  session_id: number | null;
  session_start: string | null;
  created_at: string;
}

/** What a goal's summary reads of each check-in. */
export type CheckInPoint = Pick<CheckInRow, 'recorded_on' | 'value' | 'rating'>;

export const GOAL_COLUMNS = 'g.*, c.full_name AS client_name, c.code AS client_code';
export const GOAL_SELECT = `SELECT ${GOAL_COLUMNS} FROM goals g JOIN clients c ON c.id = g.client_id`;

/** Check-ins oldest first (ties in the order they were recorded), as progress reads them. */
export const CHECK_IN_SELECT = `
  SELECT k.id, k.goal_id, k.recorded_on, k.value, k.rating, k.comment, k.session_id, s.starts_at AS session_start, k.created_at
  FROM goal_check_ins k LEFT JOIN sessions s ON s.id = k.session_id`;
export const CHECK_IN_ORDER = 'ORDER BY k.goal_id, k.recorded_on, k.id';

export function metricOf(row: GoalRow): Metric | null {
  if (row.metric_name === null || row.target === null || row.direction === null) return null;
  return { name: row.metric_name, unit: row.metric_unit, baseline: row.baseline, target: row.target, direction: row.direction };
}

const DAY_MS = 86_400_000;

/** Whole days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS);
}

/**
 * A goal as lists show it. `checkIns` are this goal's, oldest first; `today` is the coach's
 * calendar date, so the 30-day flag follows the clock the core was given.
 */
export function summarise(row: GoalRow, checkIns: readonly CheckInPoint[], milestones: { done: number; total: number }, today: string): { summary: GoalSummary; result: ProgressResult } {
  const metric = metricOf(row);
  const result = computeProgress(metric, checkIns.map((k) => ({ value: k.value, on: k.recorded_on })));
  const last = checkIns.at(-1);
  const latestRated = checkIns.findLast((k) => k.rating !== null);
  const daysSinceCheckIn = Math.max(0, daysBetween(last?.recorded_on ?? row.created_at, today));
  return {
    result,
    summary: {
      id: row.id,
      clientId: row.client_id,
      clientName: row.client_name,
      clientCode: row.client_code,
      title: row.title,
      why: row.why,
      targetDate: row.target_date,
      status: row.status,
      metric,
      area: row.area_template_id !== null && row.area_key !== null ? { templateId: row.area_template_id, areaKey: row.area_key } : null,
      progress: result.progress,
      milestoneCount: milestones,
      checkInCount: checkIns.length,
      lastCheckInOn: last?.recorded_on ?? null,
      latestRating: latestRated?.rating ?? null,
      daysSinceCheckIn,
      stale: row.status === 'active' && daysSinceCheckIn >= STALE_AFTER_DAYS,
      trend: checkIns.slice(-TREND_POINTS).map((k) => ({ on: k.recorded_on, value: k.value, rating: k.rating })),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    },
  };
}

/**
 * Check-ins (only what a summary reads of them: reading their comments and sessions too was
 * a third of the Goals page's time at 50,000 clients) and milestone counts of many goals in
 * two queries, grouped by goal.
 */
export function loadGoalParts(db: Db, goalIds: readonly number[]) {
  const ids = JSON.stringify(goalIds);
  const checkIns = new Map<number, CheckInPoint[]>(goalIds.map((id) => [id, []]));
  const rows = db
    .prepare(`SELECT k.goal_id, k.recorded_on, k.value, k.rating FROM goal_check_ins k WHERE k.goal_id IN (SELECT value FROM json_each(?)) ${CHECK_IN_ORDER}`)
    .all(ids) as (CheckInPoint & { goal_id: number })[];
  for (const { goal_id, ...point } of rows) checkIns.get(goal_id)!.push(point);
  const milestones = new Map<number, { done: number; total: number }>(goalIds.map((id) => [id, { done: 0, total: 0 }]));
  const counts = db
    .prepare('SELECT goal_id, count(done_on) AS done, count(*) AS total FROM goal_milestones WHERE goal_id IN (SELECT value FROM json_each(?)) GROUP BY goal_id')
    .all(ids) as { goal_id: number; done: number; total: number }[];
  for (const { goal_id, done, total } of counts) milestones.set(goal_id, { done, total });
  return { checkIns, milestones };
}
