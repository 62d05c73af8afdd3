import type { NoteSection, RichNode } from '../../shared/contract';
import { BUILT_IN_TEMPLATES, builtInSections } from '../notes/built-in-templates';
import { insertNote } from '../notes/note-write';
import { storedAt } from '../sessions/time';
import { sampleSentences } from './content/samples';
import type { DemoContent } from './content/types';
import { type DemoAction, insertDemoAction } from './demo-rows';
import type { DemoRun } from './demo-run';
import { atLocal, isoDateOf } from './local-days';
import type { Profile } from './profile';
import type { Random } from './random';
import type { WrittenSession } from './write-client';
import type { WrittenGoal } from './write-goals';

/** What each built-in section is filled with: the coach's own lines, options as a list, or the coaching text. */
const SECTION_TEXT: Record<string, keyof DemoContent['noteLines'] | 'list' | 'sample'> = {
  goal: 'goal',
  reality: 'reality',
  options: 'list',
  will: 'will',
  observation: 'reality',
  awareness: 'sample',
  goalSetting: 'goal',
  sustainedPerformance: 'list',
  measuringResults: 'progress',
  committedAction: 'will',
  notes: 'sample',
};
const HOUR = 3_600_000;
/** How long past its due date an action item may still be open. */
const STILL_OPEN_DAYS = 56;

/**
 * Notes for the client's last `perClient` held sessions (GROW or six-step, headings in the
 * client's language, private and shareable sections as the template sets them), a journal
 * entry or two, and the action items agreed in noted sessions: done, dropped or still open
 * (some overdue, by up to STILL_OPEN_DAYS). Notes go through the notes' own store function, so
 * revisions follow; action items are written once with their outcome (demo-rows.ts).
 */
export function writeNotes(run: DemoRun, random: Random, profile: Profile, clientId: number, sessions: readonly WrittenSession[], goals: readonly WrittenGoal[], perClient: number): void {
  const held = sessions.filter((s) => s.status === 'completed');
  const noted = held.slice(Math.max(0, held.length - perClient));
  const { client, coach } = profile.content.actions;
  const actions = { client: random.sample(client, client.length), coach: random.sample(coach, coach.length) };
  for (const session of noted) {
    const template = random.chance(0.7) ? 'grow' : 'six_step';
    const sections = builtInSections(template, profile.language).map((section, i): NoteSection => ({
      id: sectionId(random),
      ...section,
      content: { type: 'doc', content: paragraphs(random, profile, SECTION_TEXT[BUILT_IN_TEMPLATES[template].sections[i]!.key]!) },
    }));
    const written = storedAt(session.endMs + 2 * HOUR);
    const noteId = insertNote(run.db, { clientId, sessionId: session.id, kind: 'session', entryDate: null, title: null, language: profile.language, templateId: run.noteTemplates[template], sections }, written);
    for (let k = random.int(1, 2); k > 0; k--) {
      const owner = random.chance(0.8) ? 'client' : 'coach';
      const text = actions[owner].pop();
      if (text) writeAction(run, random, clientId, session, noteId, goals, { owner, text }, written);
    }
  }
  if (held.length > 0) {
    for (let k = random.int(0, 2); k > 0; k--) writeJournalEntry(run, random, profile, clientId, held);
  }
}

function writeJournalEntry(run: DemoRun, random: Random, profile: Profile, clientId: number, held: readonly WrittenSession[]): void {
  const day = random.pick(held).day + random.int(1, 5);
  if (day >= run.todayDay) return;
  const [blank] = builtInSections('blank', profile.language);
  const sections: NoteSection[] = [{ id: sectionId(random), ...blank!, content: { type: 'doc', content: paragraphs(random, profile, 'sample') } }];
  insertNote(
    run.db,
    { clientId, sessionId: null, kind: 'journal', entryDate: isoDateOf(day), title: random.pick(profile.content.journalTitles), language: profile.language, templateId: run.noteTemplates.blank, sections },
    storedAt(atLocal(day, 21, 0, run.zone).toMillis()),
  );
}

function writeAction(run: DemoRun, random: Random, clientId: number, session: WrittenSession, noteId: number, goals: readonly WrittenGoal[], action: { owner: 'client' | 'coach'; text: string }, now: string): void {
  const { owner, text } = action;
  const due = session.day + random.pick([7, 14]);
  const goalId = goals.length > 0 && random.chance(0.4) ? random.pick(goals).id : null;
  let closed: DemoAction['closed'] = null;
  if (due < run.todayDay) {
    // Coaches settle old commitments as they go: only the last weeks' are still left open.
    const outcome = run.todayDay - due <= STILL_OPEN_DAYS ? random.weighted({ done: 7, dropped: 1, open: 2 }) : random.weighted({ done: 7, dropped: 1 });
    if (outcome !== 'open') closed = { status: outcome, at: storedAt(atLocal(due - random.int(0, 3), 18, 0, run.zone).toMillis()) };
  }
  insertDemoAction(run.db, { clientId, sessionId: session.id, noteId, goalId, text, dueOn: isoDateOf(due), owner, createdAt: now, closed });
}

/** The coach's line, sometimes followed by a sentence of the coaching text; options as a bullet list. */
function paragraphs(random: Random, profile: Profile, kind: keyof DemoContent['noteLines'] | 'list' | 'sample'): RichNode[] {
  const paragraph = (text: string): RichNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const sample = sampleSentences(profile.language);
  if (kind === 'sample') return random.sample(sample, random.int(1, 2)).map(paragraph);
  if (kind === 'list') {
    const items = random.sample(profile.content.noteLines.options, random.int(2, 3));
    return [{ type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) }];
  }
  const lines = [random.pick(profile.content.noteLines[kind])];
  if (random.chance(0.5)) lines.push(random.pick(sample));
  return lines.map(paragraph);
}

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Like the editor's section ids, but drawn from the demo's sequence so a seed always gives the same note. */
function sectionId(random: Random): string {
  return Array.from({ length: 8 }, () => ID_LETTERS[random.int(0, 63)]).join('');
}
