import type { Session } from '../../../shared/contract';
import type { ProgressData } from '../data/progress-data';
import type { Block, DocumentModel, PageHeader } from '../kit';
import { type Attendance, attendanceFigures, attendanceOf } from './attendance';
import { goalBlocks } from './goal-section';
import { wheelBlocks } from './wheel-section';
import type { Wording } from './wording';

/**
 * A client's progress over a period, for the client or a sponsor: sessions held, each goal
 * with its chart and milestones, the Wheel of Life then and now, how many agreed actions were
 * done, the coach's own summary, and every session of the period in an appendix.
 */
export function progressReportModel(data: ProgressData, summary: string | null, header: PageHeader, w: Wording, now: number): DocumentModel {
  const { t, f, k } = w;
  const { client, from, to, completion } = data;
  const figures = attendanceFigures(data.sessions, now);
  const muted = (text: string): Block => ({ kind: 'paragraph', text, tone: 'muted' });
  const count = (n: number) => k.number(n, 0);

  const keyFigures: Block = {
    kind: 'keyValues',
    items: [
      { label: t('reports.progress.sessionsHeld'), value: count(figures.held) },
      { label: t('reports.progress.hours'), value: k.hours(Math.round((figures.minutes / 60) * 10) / 10) },
      {
        label: t('reports.progress.attendance'),
        value: figures.rate === null ? '—' : t('reports.progress.attendanceValue', { percent: k.percent(figures.rate), held: count(figures.held), booked: count(figures.held + figures.missed) }),
      },
      {
        label: t('reports.progress.actionItemsCompleted'),
        value:
          completion.rate === null
            ? t('reports.progress.nothingDue')
            : t('reports.progress.actionsValue', { done: count(completion.done), total: count(completion.considered), percent: k.percent(completion.rate) }),
      },
    ],
  };

  const appendix: Block = {
    kind: 'table',
    columns: [
      { header: t('reports.progress.date'), weight: 1.6 },
      { header: t('reports.progress.time') },
      { header: t('reports.progress.duration') },
      { header: t('reports.progress.attendance'), weight: 1.3 },
    ],
    rows: data.sessions.map((session) => [f.date(session.start, 'medium'), f.time(session.start), k.minutes(session.minutes), attendanceLabel(w, session, attendanceOf(session, now))]),
  };

  return {
    title: t('reports.progress.documentTitle', { client: client.fullName }),
    header,
    footerNote: t('reports.kit.confidential'),
    blocks: [
      { kind: 'heading', level: 1, text: t('reports.progress.title') },
      {
        kind: 'keyValues',
        items: [
          { label: t('reports.progress.client'), value: client.fullName },
          { label: t('reports.progress.period'), value: k.dateRange(from, to) },
          { label: t('reports.progress.preparedOn'), value: f.date(data.today) },
        ],
      },
      { kind: 'heading', level: 2, text: t('reports.progress.sessions') },
      keyFigures,
      { kind: 'heading', level: 2, text: t('reports.progress.goals') },
      ...(data.goals.length ? data.goals.flatMap((goal) => goalBlocks(goal, from, to, w)) : [muted(t('reports.progress.noGoals'))]),
      ...wheelBlocks(data.wheel, w),
      ...(summary ? [{ kind: 'heading', level: 2, text: t('reports.progress.summary') } as const, { kind: 'paragraph', text: summary, align: 'justify', coachTyped: true } as const] : []),
      // An appendix starts on a page of its own.
      ...(data.sessions.length ? [{ kind: 'pageBreak' } as const, { kind: 'heading', level: 2, text: t('reports.progress.appendix') } as const, appendix] : []),
    ],
  };
}

function attendanceLabel(w: Wording, session: Session, kind: Attendance): string {
  if (kind === 'held') return w.t('reports.progress.held');
  if (kind === 'upcoming') return w.t('reports.progress.upcoming');
  if (kind === 'cancelled') return w.t('reports.progress.cancelled');
  return w.t(session.status === 'no_show' ? 'reports.progress.noShow' : 'reports.progress.lateCancelled');
}
