import type { GoalDetail } from '../../../shared/contract';
import type { Block } from '../kit';
import { standing } from './measures';
import type { Wording } from './wording';

/**
 * One goal in a progress report: its status and where it stood at the end of the period, a
 * chart of the period's check-ins (the measure, or the 1–10 self-ratings for goals without
 * one) and its milestones with the day each was reached.
 */
export function goalBlocks(goal: GoalDetail, from: string, to: string, w: Wording): Block[] {
  const { t, f } = w;
  const inPeriod = goal.checkIns.filter((k) => k.on >= from && k.on <= to);
  const values = inPeriod.filter((k) => k.value !== null).map((k) => ({ date: k.on, value: k.value! }));
  const ratings = inPeriod.filter((k) => k.rating !== null).map((k) => ({ date: k.on, value: k.rating! }));
  const facts = [
    { label: t('reports.goal.status'), value: t(`goals.statuses.${goal.status}`) },
    ...(goal.targetDate ? [{ label: t('reports.goal.targetDate'), value: f.date(goal.targetDate) }] : []),
    ...[standing(w, goal, to)].filter((s): s is string => s !== null).map((value) => ({ label: t('reports.progress.progress'), value })),
  ];

  let chart: Block;
  if (goal.metric && values.length) {
    // The measure's name and unit are the coach's words, in any script: isolated in the document's sentence.
    const name = goal.metric.unit ? t('reports.goal.seriesWithUnit', { name: w.coachWord(goal.metric.name), unit: w.coachWord(goal.metric.unit) }) : goal.metric.name;
    chart = { kind: 'lineChart', seriesLabel: name, points: values, baseline: goal.progress.baseline ?? undefined, target: goal.metric.target };
  } else if (ratings.length) {
    chart = { kind: 'lineChart', seriesLabel: t('reports.goal.ratingSeries'), points: ratings, min: 0, max: 10 };
  } else {
    chart = { kind: 'paragraph', text: t('reports.goal.noCheckIns'), tone: 'muted' };
  }

  const milestones: Block[] = goal.milestones.length
    ? [
        {
          kind: 'table',
          columns: [{ header: t('reports.progress.milestones'), weight: 3, coachTyped: true }, { header: t('reports.goal.reachedOn'), weight: 1.2 }],
          rows: goal.milestones.map((m) => [m.title, m.doneOn ? f.date(m.doneOn, 'medium') : t('reports.goal.notYet')]),
        },
      ]
    : [];

  return [{ kind: 'heading', level: 3, text: goal.title, coachTyped: true }, { kind: 'keyValues', items: facts }, chart, ...milestones];
}
