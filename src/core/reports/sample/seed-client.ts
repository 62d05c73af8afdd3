import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Core } from '../../core';
import type { RichDoc } from '../../../shared/contract';
import type { Language } from '../../../shared/languages';
import { resourcesDir } from '../kit/resources';
import { sampleLogo } from '../kit/sample/sample-logo';
import { SAMPLE_PEOPLE } from '../kit/sample/sample-people';

/** Each language's client lives somewhere that language is spoken. */
export const SAMPLE_ZONES: Record<Language, string> = { en: 'Europe/London', bg: 'Europe/Sofia', fa: 'Asia/Tehran', ms: 'Asia/Kuala_Lumpur' };

interface Measure {
  name: string;
  unit?: string;
  baseline: number;
  target: number;
  step: number;
}

/** Measured goals in the order of the sample people's goals, named as a coach in that language would. */
const MEASURES: Record<Language, Measure[]> = {
  en: [
    { name: 'Confidence', unit: 'of 10', baseline: 4, target: 8, step: 0.5 },
    { name: 'Daily steps', unit: 'steps', baseline: 3000, target: 8000, step: 450 },
    { name: 'Readiness', unit: '%', baseline: 20, target: 100, step: 6 },
  ],
  bg: [
    { name: 'Увереност', unit: 'от 10', baseline: 4, target: 8, step: 0.5 },
    { name: 'Крачки на ден', unit: 'крачки', baseline: 3000, target: 8000, step: 450 },
    { name: 'Готовност', unit: '%', baseline: 20, target: 100, step: 6 },
  ],
  // The Persian client's first goal is an IELTS band.
  fa: [
    { name: 'نمرهٔ IELTS', baseline: 5.5, target: 7, step: 0.125 },
    { name: 'قدم در روز', unit: 'قدم', baseline: 3000, target: 8000, step: 450 },
    { name: 'آمادگی', unit: 'درصد', baseline: 20, target: 100, step: 6 },
  ],
  ms: [
    { name: 'Keyakinan', unit: 'daripada 10', baseline: 4, target: 8, step: 0.5 },
    { name: 'Langkah sehari', unit: 'langkah', baseline: 3000, target: 8000, step: 450 },
    { name: 'Kesediaan', unit: '%', baseline: 20, target: 100, step: 6 },
  ],
};
const FIRST_WHEEL = [5, 4, 6, 5, 7, 4, 3, 6];
const LATEST_WHEEL = [7, 6, 6, 6, 8, 7, 5, 7];

export interface SeedOptions {
  /** Fortnightly sessions from `start` (default 13, half a year). */
  sessions?: number;
  /** Wall-clock start of the first session in the client's zone. */
  start?: string;
  zone?: string;
  /** Written into every private section (and only there), so tests can look for it. */
  privateMarker?: string;
}

export interface SeededClient {
  clientId: number;
  sessionIds: number[];
  goalIds: number[];
  /** The client's local days of the first and last session. */
  from: string;
  to: string;
}

/** The practice's name and logo, as a coach sets them once in Settings. */
export async function seedPractice(core: Core, language: Language): Promise<void> {
  await core.call('settings.update', { practiceName: SAMPLE_PEOPLE[language].practice });
  await core.call('settings.setLogo', { logo: { mediaType: 'image/png', data: sampleLogo().toString('base64') } });
}

/**
 * A client with half a year of coaching recorded through the contract, as the app would: held,
 * cancelled and missed sessions, GROW notes with shareable and private sections, action items,
 * three measured goals with check-ins in sessions and milestones, and two Wheel of Life
 * assessments. Texts come from the sample people and the sample coaching texts. For tests,
 * the benchmark and looking at real documents; never part of a coach's practice.
 */
export async function seedReportClient(core: Core, language: Language, options: SeedOptions = {}): Promise<SeededClient> {
  const people = SAMPLE_PEOPLE[language];
  const zone = options.zone ?? SAMPLE_ZONES[language];
  const count = options.sessions ?? 13;
  const start = options.start ?? '2024-01-08T10:00';
  const marker = options.privateMarker ?? '';
  const paragraphs = readFileSync(join(resourcesDir(), 'samples', `coaching-${language}.txt`), 'utf8').split(/\n+/).map((p) => p.trim()).filter(Boolean);

  const client = await core.call('clients.create', { fullName: people.client, timeZone: zone, documentLanguage: language, startDate: start.slice(0, 10) });
  const { session: first } = await core.call('sessions.create', { clientId: client.id, start, minutes: 60, timeZone: zone, repeat: `FREQ=WEEKLY;INTERVAL=2;COUNT=${count}`, type: 'video' });
  const sessions = (await core.call('sessions.list', { clientId: client.id })).filter((s) => s.seriesId === first.seriesId);
  const days = sessions.map((s) => DateTime.fromISO(s.start, { zone }).toISODate()!);

  const goals = [];
  for (const [g, goal] of people.goals.entries()) {
    const m = MEASURES[language][g]!;
    goals.push(await core.call('goals.create', { clientId: client.id, title: goal.title, metric: { name: m.name, unit: m.unit, baseline: m.baseline, target: m.target }, milestones: goal.milestones }));
  }
  const template = (await core.call('noteTemplates.list', { language })).find((t) => t.builtIn === 'grow')!;

  for (const [i, session] of sessions.entries()) {
    if (i === 6) {
      await core.call('sessions.cancel', { id: session.id });
      continue;
    }
    await core.call('sessions.setStatus', { id: session.id, status: i === 9 ? 'no_show' : 'completed' });
    if (i === 9) continue;
    const topic = people.topics[i % people.topics.length]!;
    const note = await core.call('notes.start', { sessionId: session.id, templateId: template.id, language });
    const texts: RichDoc[] = [
      paragraph(`${topic}. ${paragraphs[i % paragraphs.length]}`),
      paragraph(`${marker} ${paragraphs[(i + 1) % paragraphs.length]}`.trim()),
      paragraph(`${marker} ${paragraphs[(i + 2) % paragraphs.length]}`.trim()),
      list(paragraphs[(i + 3) % paragraphs.length]!, people.goals.map((goal) => goal.milestones[i % 2]!)),
    ];
    await core.call('notes.save', { id: note.id, sections: note.sections.map((section, s) => ({ ...section, content: texts[s]! })), baseVersion: note.version });
    const due = DateTime.fromISO(days[i]!).plus({ days: 7 }).toISODate()!;
    for (const [a, goal] of people.goals.entries()) {
      const item = await core.call('actions.create', { clientId: client.id, sessionId: session.id, text: goal.milestones[(i + a) % 2]!, dueOn: due, owner: a === 2 ? 'coach' : 'client', goalId: goals[a]!.id });
      if ((i + a) % 3 !== 0 && i < count - 1) await core.call('actions.update', { id: item.id, changes: { status: 'done' } });
    }
    for (const [g, goal] of goals.entries()) {
      const m = MEASURES[language][g]!;
      await core.call('goals.addCheckIn', { goalId: goal.id, on: days[i], sessionId: session.id, value: m.baseline + m.step * i, rating: Math.min(10, 4 + Math.floor(i / 2)) });
    }
  }
  for (const goal of goals) {
    const milestone = goal.milestones[0];
    if (milestone) await core.call('goals.updateMilestone', { id: milestone.id, changes: { doneOn: days[Math.floor(count / 2)] } });
  }
  const wheel = (await core.call('assessmentTemplates.list', {})).find((t) => t.builtin === 'wheel')!;
  for (const [day, values] of [
    [days[0]!, FIRST_WHEEL],
    [days[days.length - 1]!, LATEST_WHEEL],
  ] as const) {
    await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: day, scores: Object.fromEntries(wheel.areas.map((area, a) => [area.key, values[a]!])) });
  }
  return { clientId: client.id, sessionIds: sessions.map((s) => s.id), goalIds: goals.map((g) => g.id), from: days[0]!, to: days[days.length - 1]! };
}

function paragraph(text: string): RichDoc {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
}

function list(intro: string, items: string[]): RichDoc {
  return {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: intro.split(/(?<=[.!?؟])\s/)[0]! }] },
      { type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }] })) },
    ],
  };
}
