import { describe, expect, it } from 'vitest';
import { shareableSections } from '../../../src/core/notes/shareable';
import { docFromText, type NoteSection } from '../../../src/shared/contract';
import { autosave, notesPractice, typed } from '../support/notes';

const PRIVATE_WORDS = 'Marker-private-страх-ترس';

function section(id: string, title: string, shareable: unknown, text: string): NoteSection {
  return { id, title, shareable: shareable as boolean, content: docFromText(text) };
}

describe('what of a note may reach the client', () => {
  it('passes shareable sections only, with their headings, and none of the private text', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    await autosave(core, note, typed(note, 'Find a calmer rhythm at work', `Feels ${PRIVATE_WORDS} about her manager`, 'Talk, write, wait', 'Block two mornings a week'));

    const shared = await core.call('notes.shareable', { noteId: note.id });
    expect(shared.sections.map((s) => s.title)).toEqual(['Goal', 'Will']);
    expect(shared.text).toBe('Goal\nFind a calmer rhythm at work\n\nWill\nBlock two mornings a week');
    expect(JSON.stringify(shared)).not.toContain('Marker-private');
    expect(JSON.stringify(shared)).not.toContain('Talk, write, wait');
  });

  it('follows the toggle at once: a section made private disappears, one made shareable appears', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const filled = typed(note, 'Goal text', 'Reality text', 'Options text', 'Will text');
    await autosave(core, note, filled);
    const flipped = filled.map((s) => ({ ...s, shareable: !s.shareable }));
    await autosave(core, note, flipped);
    const shared = await core.call('notes.shareable', { noteId: note.id });
    expect(shared.sections.map((s) => s.title)).toEqual(['Reality', 'Options']);
    expect(shared.text).not.toContain('Goal text');
    expect(shared.text).not.toContain('Will text');
  });

  it('never passes text from earlier revisions, nor the note title', async () => {
    const { core, sessions, clock } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const first = typed(note, `Goal with ${PRIVATE_WORDS}`);
    await autosave(core, note, first, { title: `Title ${PRIVATE_WORDS}` });
    clock.set('2026-03-01T09:00:00Z');
    await autosave(core, note, typed(note, 'Goal, said carefully'));
    expect((await core.call('notes.revisions', { noteId: note.id })).length).toBe(2);
    const shared = await core.call('notes.shareable', { noteId: note.id });
    expect(JSON.stringify(shared)).not.toContain('Marker-private');
    expect(shared.text).toContain('Goal, said carefully');
  });

  it('treats a missing or damaged flag as private, and hands out a copy', () => {
    const sections = [
      section('a', 'Yes', true, 'shared words'),
      section('b', 'Text yes', 'true', PRIVATE_WORDS),
      section('c', 'One', 1, PRIVATE_WORDS),
      section('d', 'Missing', undefined, PRIVATE_WORDS),
      section('e', 'No', false, PRIVATE_WORDS),
    ];
    const shared = shareableSections(sections);
    expect(shared.map((s) => s.id)).toEqual(['a']);
    shared[0]!.title = 'changed';
    (shared[0]!.content.content![0]!.content![0]! as { text: string }).text = 'changed';
    expect(sections[0]!.title).toBe('Yes');
    expect(JSON.stringify(sections[0])).toContain('shared words');
  });

  it('gives nothing when every section is private', async () => {
    const { core, sessions } = await notesPractice();
    const blank = (await core.call('noteTemplates.list', {})).find((t) => t.builtIn === 'blank')!;
    const note = await core.call('notes.start', { sessionId: sessions[0].id, templateId: blank.id });
    await autosave(core, note, typed(note, PRIVATE_WORDS));
    expect(await core.call('notes.shareable', { noteId: note.id })).toEqual({ noteId: note.id, sessionId: sessions[0].id, sections: [], text: '' });
  });
});
