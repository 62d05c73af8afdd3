import { docFromText } from '../../../src/shared/contract/rich-text';
import { isoDateOf } from '../../../src/shared/i18n/format';
import type { Language } from '../../../src/shared/languages';
import type { Core } from '../../../src/core/core';

/** What a coach would have typed in each language: names, a session's title, a note, commitments, a goal. */
const TEXTS: Record<Language, { client: string; second: string; title: string; note: string; action: string; coachAction: string; goal: string; why: string; metric: string; unit: string; milestone: string; comment: string; journal: string; tag: string }> = {
  en: {
    client: 'Anna Petrova',
    second: 'Farid Karimi',
    title: 'Career review',
    note: 'She wants more time for her family without giving up the promotion.',
    action: 'Write down three things that gave energy this week',
    coachAction: 'Send the values exercise',
    goal: 'Run a half marathon',
    why: 'To prove to herself she can finish what she starts.',
    metric: 'Longest run',
    unit: 'km',
    milestone: 'Run 10 km without stopping',
    comment: 'Felt strong on the hills.',
    journal: 'Called after the interview: she got the job.',
    tag: 'career',
  },
  bg: {
    client: 'Мила Иванова',
    second: 'Anna Smith',
    title: 'Преглед на кариерата',
    note: 'Иска повече време за семейството, без да се отказва от повишението.',
    action: 'Да запише три неща, които са ѝ дали енергия тази седмица',
    coachAction: 'Да изпратя упражнението за ценностите',
    goal: 'Полумаратон до есента',
    why: 'За да си докаже, че довършва започнатото.',
    metric: 'Най-дълго бягане',
    unit: 'км',
    milestone: '10 км без спиране',
    comment: 'Справи се добре с изкачванията.',
    journal: 'Обади се след интервюто: получила е работата.',
    tag: 'кариера',
  },
  fa: {
    client: 'سارا احمدی',
    second: 'Anna Smith',
    title: 'بازنگری مسیر شغلی',
    note: 'می‌خواهد برای خانواده وقت بیشتری بگذارد، بی‌آنکه از ارتقای شغلی بگذرد.',
    action: 'سه چیزی را که این هفته به او انرژی داد بنویسد',
    coachAction: 'تمرین ارزش‌ها را بفرستم',
    goal: 'دویدن نیمه‌ماراتن',
    why: 'تا به خودش ثابت کند کاری را که شروع می‌کند به پایان می‌رساند.',
    metric: 'طولانی‌ترین دویدن',
    unit: 'کیلومتر',
    milestone: 'دویدن ۱۰ کیلومتر بدون توقف',
    comment: 'در سربالایی‌ها احساس توانایی داشت.',
    journal: 'پس از مصاحبه تماس گرفت: کار را گرفته است.',
    tag: 'شغلی',
  },
  ms: {
    client: 'Nur Aisyah binti Ahmad',
    second: 'Anna Smith',
    title: 'Semakan kerjaya',
    note: 'Dia mahu lebih masa untuk keluarga tanpa melepaskan kenaikan pangkat.',
    action: 'Tulis tiga perkara yang memberi tenaga minggu ini',
    coachAction: 'Hantar latihan nilai peribadi',
    goal: 'Larian separuh maraton',
    why: 'Untuk membuktikan kepada dirinya bahawa dia menyiapkan apa yang dimulakan.',
    metric: 'Larian terpanjang',
    unit: 'km',
    milestone: 'Lari 10 km tanpa berhenti',
    comment: 'Berasa kuat ketika mendaki bukit.',
    journal: 'Menelefon selepas temu duga: dia mendapat kerja itu.',
    tag: 'kerjaya',
  },
};

export interface FilledPractice {
  clientId: number;
  pastSessionId: number;
  goalId: number;
  texts: (typeof TEXTS)[Language];
}

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const WHEEL_KEYS = ['health', 'career', 'finances', 'family', 'romance', 'growth', 'fun', 'environment'];
const dayFromToday = (days: number) => isoDateOf(new Date(Date.now() + days * 86_400_000));

/**
 * A practice with something on every page, in `language`: a client with a package and a
 * weekly series (past sessions and one this week), a session note, action items (one
 * overdue), a journal entry, a measured goal with check-ins and a milestone, two Wheel of
 * Life assessments, and a backup. A second client has a Latin name, so pages in other
 * scripts show user text that the language checks must recognise as such.
 */
export async function fillPractice(core: Core, language: Language): Promise<FilledPractice> {
  const texts = TEXTS[language];
  const client = await core.call('clients.create', {
    fullName: texts.client,
    email: 'client@example.com',
    tags: [texts.tag],
    timeZone: ZONE,
    documentLanguage: language,
    startDate: dayFromToday(-120),
    agreement: { start: dayFromToday(-120), end: dayFromToday(240), sessionsIncluded: 12, feeMinor: 90000, currency: 'EUR', signedOn: dayFromToday(-121) },
  });
  const second = await core.call('clients.create', { fullName: texts.second, timeZone: 'Europe/London' });
  await core.call('packages.create', { clientId: client.id, sessionsCount: 6, priceMinor: 48000, currency: 'EUR', purchasedOn: dayFromToday(-30), note: texts.title });

  // Weekly from three weeks ago: two held, one this week, the rest to come.
  await core.call('sessions.create', { clientId: client.id, start: `${dayFromToday(-21)}T10:00`, minutes: 60, timeZone: ZONE, repeat: 'FREQ=WEEKLY;COUNT=6', title: texts.title, type: 'video' });
  await core.call('sessions.create', { clientId: second.id, start: `${dayFromToday(1)}T15:30`, minutes: 45, timeZone: ZONE, type: 'phone' });
  const sessions = await core.call('sessions.list', { clientId: client.id });
  const past = sessions.filter((s) => s.end < new Date().toISOString());
  for (const session of past) await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
  const pastSession = past.at(-1)!;

  const note = await core.call('notes.start', { sessionId: pastSession.id, language });
  await core.call('notes.save', { id: note.id, baseVersion: note.version, sections: note.sections.map((section, i) => (i === 0 ? { ...section, content: docFromText(texts.note) } : section)) });
  await core.call('actions.create', { clientId: client.id, sessionId: pastSession.id, text: texts.action, dueOn: dayFromToday(-2) });
  await core.call('actions.create', { clientId: client.id, sessionId: pastSession.id, text: texts.coachAction, dueOn: dayFromToday(5), owner: 'coach' });
  const journal = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: dayFromToday(-3), language });
  await core.call('notes.save', { id: journal.id, baseVersion: journal.version, sections: journal.sections.map((section) => ({ ...section, content: docFromText(texts.journal) })) });

  const [wheel] = await core.call('assessmentTemplates.list', {});
  const goal = await core.call('goals.create', {
    clientId: client.id,
    title: texts.goal,
    why: texts.why,
    targetDate: dayFromToday(150),
    metric: { name: texts.metric, unit: texts.unit, baseline: 5, target: 21.1 },
    area: { templateId: wheel!.id, areaKey: 'health' },
    milestones: [texts.milestone],
  });
  for (const [days, value, rating] of [[-60, 6, 5], [-30, 9.5, 6], [-5, 12, 8]] as const) {
    await core.call('goals.addCheckIn', { goalId: goal.id, on: dayFromToday(days), value, rating, comment: days === -5 ? texts.comment : '', sessionId: days === -5 ? pastSession.id : null });
  }
  const scores = (values: number[]) => Object.fromEntries(WHEEL_KEYS.map((key, i) => [key, values[i]!]));
  await core.call('assessments.create', { clientId: client.id, templateId: wheel!.id, on: dayFromToday(-90), scores: scores([4, 6, 5, 7, 3, 6, 2, 8]) });
  await core.call('assessments.create', { clientId: client.id, templateId: wheel!.id, on: dayFromToday(-7), scores: scores([7, 6, 4, 8, 3, 7, 5, 8]), note: texts.comment });

  await core.call('backup.create', {});
  return { clientId: client.id, pastSessionId: pastSession.id, goalId: goal.id, texts };
}
