import type { Core } from '../../../src/core/core';
import { docFromText, type Note, type NoteSection } from '../../../src/shared/contract';
import { addClient, schedulingPractice } from './scheduling';

/** A practice with one client and three weekly sessions, and a clock the test moves. */
export async function notesPractice(clockStart = '2026-03-01T08:00:00Z') {
  const { core, clock } = await schedulingPractice(clockStart);
  const client = await addClient(core, 'Мила Иванова');
  const { session: first } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-02T10:00', minutes: 60, timeZone: 'Europe/Sofia' });
  const { session: second } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-09T10:00', minutes: 60, timeZone: 'Europe/Sofia' });
  const { session: third } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-16T10:00', minutes: 60, timeZone: 'Europe/Sofia' });
  return { core, clock, client, sessions: [first, second, third] as const };
}

/** The note's sections with `texts` typed into them, in order (missing ones stay as they are). */
export function typed(note: Pick<Note, 'sections'>, ...texts: string[]): NoteSection[] {
  return note.sections.map((section, i) => (texts[i] === undefined ? section : { ...section, content: docFromText(texts[i]!) }));
}

/** Saves like the editor's autosave does, from the note's current version. */
export async function autosave(core: Core, note: Pick<Note, 'id'>, sections: NoteSection[], extra: { checkpoint?: boolean; title?: string } = {}) {
  const { version } = await core.call('notes.get', { id: note.id });
  return core.call('notes.save', { id: note.id, sections, baseVersion: version, ...extra });
}

export function sectionText(note: Pick<Note, 'sections'>): string[] {
  return note.sections.map((s) => (s.content.content ?? []).map((p) => (p.content ?? []).map((t) => t.text ?? '').join('')).join('\n'));
}
