import type { NoteSection } from '../../shared/contract';
import { LANGUAGE_NAME, type Language } from '../../shared/languages';
import { docText } from '../notes/plain-text';
import { measure } from '../reports/documents/measures';
import type { Wording } from '../reports/documents/wording';
import type { Block, DocumentModel } from '../reports/kit';
import type { ExportRecord, ExportRecords, ExportScope } from './format';

/** A left-to-right isolate: its contents keep their order in a right-to-left line, and the line its own. */
const LRI = '\u2066';
const PDI = '\u2069';

type Records = Pick<ExportRecords, 'clients' | 'packages' | 'sessions' | 'notes' | 'actionItems' | 'goals' | 'assessments'>;

/**
 * The readable half of a client's export: everything in the JSON beside it, laid out for a
 * person, in the client's document language (Persian right to left, Jalali dates). Notes show
 * what the JSON holds, so the shareable-only choice applies here as well. `w` is the reports'
 * own wording (wordingFor: the client's language and zone, the coach's calendar), so a session
 * reads here as it does in that client's session summary: in the client's zone, named; and what
 * the coach wrote takes its own direction there as here (`coachTyped`).
 */
export function clientDocument(records: Records, scope: Extract<ExportScope, { kind: 'client' }>, w: Wording, exportedAt: string): DocumentModel {
  const { t, f: formatters, k: f } = w;
  const client = records.clients[0]!;
  const name = client.fullName as string;
  const day = (value: unknown) => (typeof value === 'string' && value ? f.mediumDate(value) : '—');
  const text = (value: unknown) => (typeof value === 'string' && value ? value : '—');
  const yesNo = (value: unknown) => t(value ? 'dataexport.pdf.yes' : 'dataexport.pdf.no');
  // By start, as a coach reads a history: a one-off first session otherwise followed the series it preceded.
  const sessions = [...records.sessions].sort((a, b) => Date.parse(a.startsAt as string) - Date.parse(b.startsAt as string));
  const sessionsById = new Map(sessions.map((session) => [session.id, session]));
  const when = (session: ExportRecord) =>
    t('reports.summary.nextAt', { date: formatters.date(session.startsAt as string, 'medium'), time: w.timeRange(session.startsAt as string, session.endsAt as string) });
  const sessionWhen = (id: unknown) => {
    const session = sessionsById.get(id);
    return session ? when(session) : '—';
  };
  const agreement = client.agreement as Record<string, unknown>;
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: t('dataexport.pdf.title', { name }) },
    // The day in the client's zone, as the rest of the document.
    { kind: 'paragraph', text: t('dataexport.pdf.intro', { date: f.date(exportedAt, w.zone) }) },
    { kind: 'paragraph', text: t(scope.notes === 'shareable' ? 'dataexport.pdf.notesShareable' : 'dataexport.pdf.notesAll'), tone: 'muted' },
    { kind: 'heading', level: 2, text: t('dataexport.pdf.details') },
    {
      kind: 'keyValues',
      items: [
        { label: t('dataexport.pdf.name'), value: name },
        { label: t('dataexport.pdf.preferredName'), value: text(client.preferredName) },
        { label: t('dataexport.pdf.email'), value: text(client.email) },
        // Dialled left to right, as the client page shows it (dir="ltr"): digit groups have no
        // direction of their own, so in a Persian document they ran right to left ("8704 657 912 98+").
        { label: t('dataexport.pdf.phone'), value: client.phone ? LRI + text(client.phone) + PDI : '—' },
        { label: t('dataexport.pdf.code'), value: text(client.code) },
        { label: t('dataexport.pdf.status'), value: t(`clients.statuses.${String(client.status)}`) },
        { label: t('dataexport.pdf.startDate'), value: day(client.startDate) },
        // The zone as the sessions below name it ("Waktu Malaysia"), not its database id (Asia/Kuala_Lumpur).
        { label: t('dataexport.pdf.timeZone'), value: w.zoneName(exportedAt) },
        { label: t('dataexport.pdf.language'), value: LANGUAGE_NAME[client.documentLanguage as Language] },
        { label: t('dataexport.pdf.referralSource'), value: text(client.referralSource) },
        { label: t('dataexport.pdf.tags'), value: (client.tags as string[]).join(t('dataexport.pdf.tagSeparator')) || '—' },
        { label: t('dataexport.pdf.icfConsent'), value: yesNo(client.icfConsent) },
        { label: t('dataexport.pdf.agreement'), value: agreement.start || agreement.end ? f.dateRange(String(agreement.start ?? agreement.end), String(agreement.end ?? agreement.start)) : '—' },
        {
          label: t('dataexport.pdf.fee'),
          value: typeof agreement.feeMinor === 'number' ? formatters.currency(agreement.feeMinor / 100, agreement.currency as string | null) : '—',
        },
        { label: t('dataexport.pdf.cancellationTerms'), value: text(agreement.cancellationTerms) },
      ],
    },
  ];
  if (client.background) blocks.push({ kind: 'paragraph', text: client.background as string, coachTyped: true });

  const section = (title: string, items: ExportRecord[], render: () => Block[]) => {
    blocks.push({ kind: 'heading', level: 2, text: title });
    blocks.push(...(items.length ? render() : [{ kind: 'paragraph', text: t('dataexport.pdf.none'), tone: 'muted' } as Block]));
  };
  section(t('dataexport.pdf.packages'), records.packages, () => [
    {
      kind: 'table',
      columns: [{ header: t('dataexport.pdf.purchasedOn') }, { header: t('dataexport.pdf.sessionsCount'), align: 'end' }, { header: t('dataexport.pdf.price'), align: 'end' }, { header: t('dataexport.pdf.expiresOn') }],
      rows: records.packages.map((p) => [
        day(p.purchasedOn),
        f.number(p.sessionsCount as number, 0),
        typeof p.priceMinor === 'number' ? formatters.currency(p.priceMinor / 100, p.currency as string | null) : '—',
        day(p.expiresOn),
      ]),
    },
  ]);
  section(t('dataexport.pdf.sessions'), sessions, () => [
    {
      kind: 'table',
      columns: [{ header: t('dataexport.pdf.when'), weight: 3 }, { header: t('dataexport.pdf.duration'), align: 'end' }, { header: t('dataexport.pdf.type') }, { header: t('dataexport.pdf.status') }],
      rows: sessions.map((s) => [
        when(s),
        f.minutes(Math.round((Date.parse(s.endsAt as string) - Date.parse(s.startsAt as string)) / 60_000)),
        t(`sessions.types.${String(s.type)}`),
        t(`sessions.statuses.${String(s.status)}`),
      ]),
    },
  ]);
  const notes = (kind: 'session' | 'journal') => records.notes.filter((note) => note.kind === kind);
  const noteBlocks = (note: ExportRecord, heading: string): Block[] => [
    { kind: 'heading', level: 3, text: formatters.parts(heading, note.title as string | null) },
    ...(note.sections as NoteSection[]).flatMap((s): Block[] => [
      ...(s.title ? [{ kind: 'paragraph', text: s.title, tone: 'muted', coachTyped: true } as Block] : []),
      { kind: 'paragraph', text: docText(s.content) || '—', coachTyped: true },
    ]),
  ];
  section(t('dataexport.pdf.sessionNotes'), notes('session'), () => notes('session').flatMap((note) => noteBlocks(note, t('dataexport.pdf.sessionOn', { when: sessionWhen(note.sessionId) }))));
  section(t('dataexport.pdf.journal'), notes('journal'), () => notes('journal').flatMap((note) => noteBlocks(note, f.date(note.entryDate as string))));
  section(t('dataexport.pdf.actionItems'), records.actionItems, () => [
    {
      kind: 'table',
      columns: [{ header: t('dataexport.pdf.action'), weight: 3 }, { header: t('dataexport.pdf.due') }, { header: t('dataexport.pdf.owner') }, { header: t('dataexport.pdf.status') }],
      rows: records.actionItems.map((a) => [a.text as string, day(a.dueOn), t(`actions.owners.${String(a.owner)}`), t(`dataexport.pdf.actionStatus.${String(a.status)}`)]),
    },
  ]);
  section(t('dataexport.pdf.goals'), records.goals, () => records.goals.flatMap((goal) => goalBlocks(goal, w, day)));
  section(t('dataexport.pdf.assessments'), records.assessments, () =>
    records.assessments.flatMap((a): Block[] => [
      { kind: 'heading', level: 3, text: formatters.parts((a.templateName as string | null) ?? t('assessments.wheelOfLife'), day(a.assessedOn)) },
      {
        kind: 'table',
        columns: [{ header: t('dataexport.pdf.area'), weight: 3 }, { header: t('dataexport.pdf.score'), align: 'end' }],
        rows: (a.scores as ExportRecord[]).map((s) => [(s.label as string | null) ?? t(`assessments.areas.${String(s.areaKey)}`), `${f.number(s.score as number, 0)}/${f.number(a.scaleMax as number, 0)}`]),
      },
      ...(a.note ? [{ kind: 'paragraph', text: a.note as string, coachTyped: true } as Block] : []),
    ]),
  );
  return { title: t('dataexport.pdf.title', { name }), header: { practiceName: t('app.name'), note: name }, footerNote: t('reports.kit.confidential'), blocks };
}

/**
 * A goal's measure in words ("Hours of sleep: from 6 h to 8 h"), its values written as the
 * progress report writes them (measures.ts). Not with an arrow: none of the embedded fonts has
 * one. Without a starting value the first check-in is the start, so only the target is named.
 */
function measureText(goal: ExportRecord, w: Wording): string {
  if (!goal.metricName) return '—';
  const unit = { metric: { unit: (goal.metricUnit as string | null) ?? null } };
  const values = { name: w.coachWord(goal.metricName as string), target: measure(w, unit, goal.target as number) };
  const baseline = goal.baseline as number | null;
  return baseline === null ? w.t('dataexport.pdf.measureTarget', values) : w.t('dataexport.pdf.measureFromTo', { ...values, baseline: measure(w, unit, baseline) });
}

function goalBlocks(goal: ExportRecord, w: Wording, day: (value: unknown) => string): Block[] {
  const { t, k: f } = w;
  const milestones = goal.milestones as ExportRecord[];
  const checkIns = goal.checkIns as ExportRecord[];
  return [
    { kind: 'heading', level: 3, text: goal.title as string, coachTyped: true },
    {
      kind: 'keyValues',
      items: [
        { label: t('dataexport.pdf.why'), value: (goal.why as string | null) ?? '—' },
        { label: t('dataexport.pdf.status'), value: t(`goals.statuses.${String(goal.status)}`) },
        { label: t('dataexport.pdf.targetDate'), value: day(goal.targetDate) },
        { label: t('dataexport.pdf.measure'), value: measureText(goal, w) },
      ],
    },
    ...(milestones.length
      ? [{ kind: 'bullets', items: milestones.map((m) => (m.doneOn ? t('dataexport.pdf.milestoneDone', { title: m.title, date: day(m.doneOn) }) : (m.title as string))) } as Block]
      : []),
    ...(checkIns.length
      ? [
          {
            kind: 'table',
            columns: [{ header: t('dataexport.pdf.date') }, { header: t('dataexport.pdf.value'), align: 'end' }, { header: t('dataexport.pdf.rating'), align: 'end' }, { header: t('dataexport.pdf.comment'), weight: 3 }],
            rows: checkIns.map((c) => [day(c.recordedOn), c.value === null ? '—' : f.number(c.value as number), c.rating === null ? '—' : f.number(c.rating as number, 0), (c.comment as string | null) ?? '']),
          } as Block,
        ]
      : []),
  ];
}
