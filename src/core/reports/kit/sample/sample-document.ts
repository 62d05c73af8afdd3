import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../../shared/languages';
import { documentFormat } from '../format';
import { documentText } from '../labels';
import type { Block, DocumentModel } from '../model';
import { resourcesDir } from '../resources';
import { SAMPLE_PEOPLE } from './sample-people';
import { sampleLogo } from './sample-logo';

export const WHEEL_AREAS = ['health', 'career', 'finances', 'relationships', 'family', 'growth', 'fun', 'environment'] as const;

interface GoalSeries {
  baseline: number;
  target: number;
  min?: number;
  max?: number;
  values: number[];
}

const GOAL_SERIES: GoalSeries[] = [
  { baseline: 4, target: 8, min: 0, max: 10, values: [4, 4.5, 5, 6, 6.5, 7] },
  { baseline: 3000, target: 8000, values: [3000, 4200, 5100, 5600, 6800, 7400] },
  { baseline: 20, target: 100, min: 0, max: 100, values: [20, 35, 45, 60, 70, 80] },
];
/** The Persian client's first goal is an IELTS band, on its own scale. */
const IELTS: GoalSeries = { baseline: 5.5, target: 7, min: 4, max: 9, values: [5.5, 5.5, 6, 6, 6.5, 6.5] };
const CHECK_INS = ['2024-01-08', '2024-02-05', '2024-03-04', '2024-04-01', '2024-05-06', '2024-06-24'];
const FIRST_WHEEL = [5, 4, 6, 5, 7, 4, 3, 6];
const LATEST_WHEEL = [7, 6, 6, 6, 8, 7, 5, 7];

export interface SampleOptions {
  /** Rows in the sessions appendix (13 for a half-year of fortnightly sessions). */
  sessions?: number;
  /** How many times the coach's summary text repeats, to make long documents. */
  summaryRepeats?: number;
}

/**
 * A progress-report-shaped document from the real coaching texts (resources/samples): key
 * figures, three goals with line charts and milestones, the Wheel of Life radar, the coach's
 * summary and an appendix table. Tests and the benchmark render it; it is not the progress
 * report itself, which is assembled from a client's records.
 */
export function sampleProgressReport(language: Language, options: SampleOptions = {}): DocumentModel {
  const t = documentText(language);
  const f = documentFormat(language);
  const people = SAMPLE_PEOPLE[language];
  const sessions = options.sessions ?? 13;
  const held = sessions - 1;
  const text = readFileSync(join(resourcesDir(), 'samples', `coaching-${language}.txt`), 'utf8').trim();

  const goals = people.goals.flatMap((goal, g): Block[] => {
    const series = language === 'fa' && g === 0 ? IELTS : GOAL_SERIES[g]!;
    return [
      { kind: 'heading', level: 3, text: goal.title },
      {
        kind: 'lineChart',
        seriesLabel: t('reports.progress.progress'),
        points: CHECK_INS.map((date, i) => ({ date, value: series.values[i]! })),
        baseline: series.baseline,
        target: series.target,
        min: series.min,
        max: series.max,
      },
      { kind: 'bullets', items: goal.milestones },
    ];
  });

  return {
    title: `${t('reports.progress.title')}: ${people.client}`,
    header: { practiceName: people.practice, logo: sampleLogo(), note: people.client },
    footerNote: t('reports.kit.confidential'),
    blocks: [
      { kind: 'heading', level: 1, text: t('reports.progress.title') },
      {
        kind: 'keyValues',
        items: [
          { label: t('reports.progress.client'), value: people.client },
          { label: t('reports.progress.coach'), value: people.coach },
          { label: t('reports.progress.period'), value: f.dateRange('2024-01-08', '2024-06-24') },
          { label: t('reports.progress.preparedOn'), value: f.date('2024-06-28') },
        ],
      },
      { kind: 'heading', level: 2, text: t('reports.progress.sessionsHeld') },
      {
        kind: 'keyValues',
        items: [
          { label: t('reports.progress.sessionsHeld'), value: f.number(held, 0) },
          { label: t('reports.progress.hours'), value: f.hours(held * 1.25) },
          { label: t('reports.progress.attendance'), value: f.percent(held / sessions) },
          { label: t('reports.progress.actionItemsCompleted'), value: `${f.number(14, 0)} / ${f.number(18, 0)} (${f.percent(14 / 18)})` },
        ],
      },
      { kind: 'heading', level: 2, text: t('reports.progress.goals') },
      ...goals,
      { kind: 'heading', level: 2, text: t('reports.wheel.title') },
      {
        kind: 'radarChart',
        axes: WHEEL_AREAS.map((area) => t(`reports.wheel.areas.${area}`)),
        min: 1,
        max: 10,
        series: [
          { date: '2024-01-08', values: FIRST_WHEEL },
          { date: '2024-06-24', values: LATEST_WHEEL },
        ],
      },
      { kind: 'heading', level: 2, text: t('reports.progress.summary') },
      ...Array.from({ length: options.summaryRepeats ?? 1 }, (): Block => ({ kind: 'paragraph', text, align: 'justify' })),
      { kind: 'heading', level: 2, text: t('reports.progress.appendix') },
      {
        kind: 'table',
        columns: [
          { header: t('reports.progress.date'), weight: 1.3 },
          { header: t('reports.progress.duration'), weight: 1, align: 'end' },
          { header: t('reports.progress.attendance'), weight: 1.1 },
          { header: t('reports.progress.topic'), weight: 3 },
        ],
        rows: Array.from({ length: sessions }, (_, i) => [
          f.mediumDate(new Date(Date.UTC(2024, 0, 8 + 14 * i)).toISOString().slice(0, 10)),
          f.minutes(i % 4 === 3 ? 90 : 60),
          t(i === 6 ? 'reports.progress.cancelled' : 'reports.progress.held'),
          people.topics[i % people.topics.length]!,
        ]),
      },
    ],
  };
}
