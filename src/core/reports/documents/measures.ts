import type { CheckIn, GoalDetail, Metric } from '../../../shared/contract';
import { isPercentUnit, percentValue } from '../../../shared/i18n/percent-unit';
import type { Wording } from './wording';

/**
 * A value in the goal's unit ("84.5 kg", "۸۴٫۵ kg", "92%"). The unit is the coach's own word,
 * in any script: it is isolated, and the value with it, so that a Persian unit in an English
 * sentence reads "2 روز, 33% of the way to 4 روز" and not with the 33 drawn inside its run.
 */
export function measure(w: Wording, goal: { metric: Pick<Metric, 'unit'> | null }, value: number): string {
  const unit = goal.metric?.unit;
  if (isPercentUnit(unit)) return percentValue(w.f, value);
  return unit ? w.phrase(w.t('reports.goal.valueWithUnit', { value: w.k.number(value, 2), unit: w.coachWord(unit) })) : w.k.number(value, 2);
}

/** What a check-in recorded: its value, its self-rating, or both. */
export function checkInText(w: Wording, goal: Pick<GoalDetail, 'metric'>, checkIn: Pick<CheckIn, 'value' | 'rating'>): string {
  const parts: string[] = [];
  if (checkIn.value !== null) parts.push(measure(w, goal, checkIn.value));
  if (checkIn.rating !== null) parts.push(w.t('reports.goal.rating', { rating: w.k.number(checkIn.rating, 0) }));
  return w.f.list(parts);
}

/**
 * Where a goal stood at its last check-in up to `until` (a day), in words: the share of the way
 * to the target for a measured goal, else the latest self-rating.
 */
export function standing(w: Wording, goal: GoalDetail, until: string): string | null {
  const checkIns = goal.checkIns.filter((k) => k.on <= until);
  const measured = [...checkIns].reverse().find((k) => k.value !== null);
  if (goal.metric && measured?.fraction != null) {
    const values = { latest: measure(w, goal, measured.value!), target: measure(w, goal, goal.metric.target) };
    if (measured.fraction >= 1) return w.t('reports.goal.reached', values);
    return w.t('reports.goal.standing', { ...values, percent: w.k.percent(Math.max(0, measured.fraction)) });
  }
  const rated = [...checkIns].reverse().find((k) => k.rating !== null);
  return rated ? w.t('reports.goal.latestRating', { rating: w.k.number(rated.rating!, 0) }) : null;
}
