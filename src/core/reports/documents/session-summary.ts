import { isoDateOf } from '../../../shared/i18n/format';
import type { Block, DocumentModel, PageHeader } from '../kit';
import type { SummaryData } from '../data/summary-data';
import { checkInText, standing } from './measures';
import { richTextBlocks } from './rich-text';
import type { Wording } from './wording';

/**
 * The summary a coach hands the client after a session: when it was (in the client's own
 * zone), the note's shareable sections, what was agreed, the goals worked on, and when they
 * meet next. Nothing else of the note reaches it: `data.sections` are the shareable ones.
 */
export function sessionSummaryModel(data: SummaryData, header: PageHeader, w: Wording): DocumentModel {
  const { t, f, k } = w;
  const { session, client } = data;
  const muted = (text: string): Block => ({ kind: 'paragraph', text, tone: 'muted' });
  // Where each goal stood by the end of the session's day, so a summary made later still tells that day.
  const sessionDay = isoDateOf(new Date(session.start), w.zone);

  const notes = data.sections.flatMap((section): Block[] => {
    const body = richTextBlocks(section.content, (n) => k.number(n, 0));
    // A section the coach left empty (a template's "Will" not reached) says nothing to the client.
    if (!body.length) return [];
    return section.title ? [{ kind: 'heading', level: 3, text: section.title, coachTyped: true }, ...body] : body;
  });

  const actions: Block = {
    kind: 'table',
    columns: [{ header: t('reports.summary.action'), weight: 3, coachTyped: true }, { header: t('reports.summary.who') }, { header: t('reports.summary.due'), weight: 1.2 }, { header: t('reports.summary.status') }],
    rows: data.actions.map((item) => [
      item.text,
      t(`reports.summary.owner.${item.owner}`),
      item.dueOn ? f.date(item.dueOn, 'medium') : t('reports.summary.noDue'),
      t(`reports.summary.actionStatus.${item.status === 'done' ? 'done' : 'open'}`),
    ]),
  };

  const goals: Block = {
    kind: 'table',
    columns: [{ header: t('reports.summary.goal'), weight: 2.2, coachTyped: true }, { header: t('reports.summary.thisSession'), weight: 1.6 }, { header: t('reports.summary.standing'), weight: 1.8 }],
    rows: data.goals.map(({ goal, checkIns }) => [
      goal.title,
      checkIns.length ? checkIns.map((checkIn) => checkInText(w, goal, checkIn)).join('\n') : t('reports.summary.discussed'),
      standing(w, goal, sessionDay) ?? '—',
    ]),
  };

  const next = data.next ? t('reports.summary.nextAt', { date: f.date(data.next.start, 'full'), time: w.timeRange(data.next.start, data.next.end) }) : null;
  const day = f.date(session.start, 'full');

  return {
    title: t('reports.summary.documentTitle', { client: client.fullName, date: f.date(session.start, 'medium') }),
    header,
    footerNote: t('reports.kit.confidential'),
    blocks: [
      { kind: 'heading', level: 1, text: t('reports.summary.title') },
      {
        kind: 'keyValues',
        items: [
          { label: t('reports.summary.client'), value: client.fullName },
          { label: t('reports.summary.date'), value: day },
          { label: t('reports.summary.time'), value: w.timeRange(session.start, session.end) },
          { label: t('reports.summary.duration'), value: k.minutes(session.minutes) },
        ],
      },
      { kind: 'heading', level: 2, text: t('reports.summary.notes') },
      ...(notes.length ? notes : [muted(t('reports.summary.noNotes'))]),
      { kind: 'heading', level: 2, text: t('reports.summary.actions') },
      data.actions.length ? actions : muted(t('reports.summary.noActions')),
      ...(data.goals.length ? [{ kind: 'heading', level: 2, text: t('reports.summary.goals') } as const, goals] : []),
      { kind: 'heading', level: 2, text: t('reports.summary.next') },
      next ? { kind: 'paragraph', text: next } : muted(t('reports.summary.noNext')),
    ],
  };
}
