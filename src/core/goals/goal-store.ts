import type { z } from 'zod';
import type { GoalChanges, GoalCreate, MetricFields } from '../../shared/contract/goals';
import { AppError } from '../../shared/errors';
import { assertClientNotInTrash } from '../clients/client-store';
import type { Db } from '../db/open';
import { inferDirection } from './progress';
import { updateColumns } from './update-columns';
import { cachedStatement } from '../db/statements';

type NewGoal = z.output<typeof GoalCreate>;
type Changes = z.output<typeof GoalChanges>;
type MetricInput = z.output<typeof MetricFields>;

export interface GoalOwner {
  id: number;
  client_id: number;
  metric_name: string | null;
  area_template_id: number | null;
  area_key: string | null;
}

export function requireGoal(db: Db, id: number): GoalOwner {
  const row = cachedStatement(db, 'SELECT id, client_id, metric_name, area_template_id, area_key FROM goals WHERE id = ?').get(id) as GoalOwner | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no goal number ${id}. It may have been deleted.`);
  return row;
}

export function createGoal(db: Db, input: NewGoal, now: string): number {
  return db.transaction(() => {
    assertClientNotInTrash(db, input.clientId);
    if (input.area) assertAreaExists(db, input.area.templateId, input.area.areaKey);
    const { lastInsertRowid } = cachedStatement(
      db,
      `INSERT INTO goals (client_id, title, why, target_date, status, metric_name, metric_unit, baseline, target, direction, area_template_id, area_key, created_at, updated_at)
       VALUES (@clientId, @title, @why, @targetDate, @status, @metricName, @metricUnit, @baseline, @target, @direction, @areaTemplateId, @areaKey, @now, @now)`,
    ).run({ ...input, ...metricColumns(input.metric), ...areaColumns(input.area), now });
    const goalId = Number(lastInsertRowid);
    const milestone = cachedStatement(db, 'INSERT INTO goal_milestones (goal_id, position, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    input.milestones.forEach((title, position) => milestone.run(goalId, position, title, now, now));
    return goalId;
  })();
}

export function updateGoal(db: Db, id: number, changes: Changes, now: string): void {
  db.transaction(() => {
    const goal = requireGoal(db, id);
    let area: Record<string, unknown> = {};
    if (changes.area !== undefined) {
      const unchanged = changes.area?.templateId === goal.area_template_id && changes.area?.areaKey === goal.area_key;
      // An area since removed from its template stays linked until the coach changes it.
      if (changes.area && !unchanged) assertAreaExists(db, changes.area.templateId, changes.area.areaKey);
      area = { area_template_id: changes.area?.templateId ?? null, area_key: changes.area?.areaKey ?? null };
    }
    let metric: Record<string, unknown> = {};
    if (changes.metric !== undefined) {
      const { metricName, metricUnit, baseline, target, direction } = metricColumns(changes.metric);
      metric = { metric_name: metricName, metric_unit: metricUnit, baseline, target, direction };
    }
    updateColumns(db, 'goals', id, { title: changes.title, why: changes.why, target_date: changes.targetDate, status: changes.status, ...metric, ...area }, now);
  })();
}

export function deleteGoal(db: Db, id: number): void {
  requireGoal(db, id);
  db.prepare('DELETE FROM goals WHERE id = ?').run(id);
}

/** A measure's columns, its direction inferred when left out and checked against baseline and target. */
function metricColumns(metric: MetricInput | null) {
  if (!metric) return { metricName: null, metricUnit: null, baseline: null, target: null, direction: null };
  const direction = metric.direction ?? inferDirection(metric.baseline, metric.target);
  if (metric.baseline !== null && (metric.target - metric.baseline) * (direction === 'higher' ? 1 : -1) <= 0) {
    const where = direction === 'higher' ? 'above' : 'below';
    throw new AppError(
      'METRIC_DIRECTION',
      `The target must be ${where} the starting value when ${direction === 'higher' ? 'higher' : 'lower'} is better. Change the target, the starting value or the direction.`,
      { direction },
    );
  }
  return { metricName: metric.name, metricUnit: metric.unit, baseline: metric.baseline, target: metric.target, direction };
}

function areaColumns(area: { templateId: number; areaKey: string } | null) {
  return { areaTemplateId: area?.templateId ?? null, areaKey: area?.areaKey ?? null };
}

function assertAreaExists(db: Db, templateId: number, areaKey: string): void {
  const found = db.prepare('SELECT 1 FROM assessment_template_areas WHERE template_id = ? AND area_key = ?').get(templateId, areaKey);
  if (!found) throw new AppError('AREA_UNKNOWN', `The assessment has no area "${areaKey}". Choose one of its areas.`, { area: areaKey });
}
