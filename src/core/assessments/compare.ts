import type { AssessmentComparison, ComparisonRow } from '../../shared/contract/assessments';
import type { GoalStatus } from '../../shared/contract/goals';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { getAssessment } from './assessment-store';
import { onScaleOf } from '../../shared/assessments/rescale';

/**
 * Change per area between two assessments, matched by area key: a renamed area still lines
 * up with its earlier scores, and one added or removed in between shows on one side only.
 * Rows follow the later assessment's order, then areas only the earlier one had. Scores are on
 * the later assessment's scale.
 */
export function compareAssessments(db: Db, beforeId: number, afterId: number): AssessmentComparison {
  const before = getAssessment(db, beforeId);
  const after = getAssessment(db, afterId);
  if (before.clientId !== after.clientId || before.templateId !== after.templateId) {
    throw new AppError('INVALID_INPUT', 'Only assessments of the same client made with the same template can be compared. Choose two such dates.');
  }
  const goals = db
    .prepare("SELECT id, title, status, area_key FROM goals WHERE client_id = ? AND area_template_id = ? ORDER BY status = 'active' DESC, id")
    .all(after.clientId, after.templateId) as { id: number; title: string; status: GoalStatus; area_key: string }[];
  const earlier = new Map(before.scores.map((s) => [s.key, s]));
  // The earlier scores on the later scale, should the template's scale have changed in between.
  const earlierScore = (score: number) => onScaleOf(score, before, after);
  const rows: ComparisonRow[] = after.scores.map((score) => {
    const old = earlier.get(score.key);
    const was = old ? earlierScore(old.score) : null;
    return { key: score.key, label: score.label, before: was, after: score.score, change: was === null ? null : Math.round((score.score - was) * 10) / 10, goals: [] };
  });
  const later = new Set(after.scores.map((s) => s.key));
  for (const old of before.scores) if (!later.has(old.key)) rows.push({ key: old.key, label: old.label, before: earlierScore(old.score), after: null, change: null, goals: [] });
  for (const row of rows) row.goals = goals.filter((g) => g.area_key === row.key).map(({ id, title, status }) => ({ id, title, status }));
  return { before, after, rows };
}
