import { describe, expect, it } from 'vitest';
import { notesPractice } from '../support/notes';

describe('note templates', () => {
  it('starts a GROW note with its four headings in the UI language, and keeps them when the language changes', async () => {
    const { core, sessions } = await notesPractice();
    const templates = await core.call('noteTemplates.list', { language: 'fa' });
    const grow = templates.find((t) => t.builtIn === 'grow')!;
    expect(grow.isDefault).toBe(true);

    const note = await core.call('notes.start', { sessionId: sessions[0].id, templateId: grow.id, language: 'fa' });
    expect(note.sections.map((s) => s.title)).toEqual(['هدف', 'واقعیت', 'گزینه‌ها', 'اراده']);
    expect(note.sections.map((s) => s.shareable)).toEqual([true, false, false, true]);
    expect(note.language).toBe('fa');

    await core.call('settings.update', { language: 'bg' });
    expect((await core.call('notes.get', { id: note.id })).sections[0]!.title).toBe('هدف');
    const bulgarian = await core.call('notes.start', { sessionId: sessions[1].id, templateId: grow.id, language: 'bg' });
    expect(bulgarian.sections.map((s) => s.title)).toEqual(['Цел', 'Реалност', 'Възможности', 'Воля']);
  });

  it('offers the six-step process and a blank note in every language', async () => {
    const { core } = await notesPractice();
    for (const language of ['en', 'bg', 'fa', 'ms'] as const) {
      const list = await core.call('noteTemplates.list', { language });
      expect(list.map((t) => t.builtIn)).toEqual(['grow', 'six_step', 'blank']);
      expect(list[1]!.sections).toHaveLength(6);
      expect(list[2]!.sections).toHaveLength(1);
    }
    const english = await core.call('noteTemplates.list', { language: 'en' });
    expect(english[1]!.sections.map((s) => s.title)).toEqual(['Observation', 'Awareness', 'Goal setting', 'Sustained performance', 'Measuring results', 'Committed action']);
    const malay = await core.call('noteTemplates.list', { language: 'ms' });
    expect(malay[1]!.sections[0]!.title).toBe('Pemerhatian');
  });

  it("lets the coach create, edit, pick as default and delete their own template; new notes follow the default", async () => {
    const { core, sessions } = await notesPractice();
    const own = await core.call('noteTemplates.create', {
      name: 'Career check-in',
      sections: [
        { title: 'Energy this week', shareable: false },
        { title: 'Next steps', shareable: true },
      ],
    });
    expect(own).toMatchObject({ builtIn: null, name: 'Career check-in', isDefault: false });

    const edited = await core.call('noteTemplates.update', { id: own.id, changes: { sections: [...own.sections, { title: 'Homework', shareable: true }] } });
    expect(edited.sections.map((s) => s.title)).toEqual(['Energy this week', 'Next steps', 'Homework']);

    const list = await core.call('noteTemplates.setDefault', { id: own.id });
    expect(list.filter((t) => t.isDefault).map((t) => t.id)).toEqual([own.id]);
    const note = await core.call('notes.start', { sessionId: sessions[0].id });
    expect(note.sections.map((s) => s.title)).toEqual(['Energy this week', 'Next steps', 'Homework']);

    await core.call('noteTemplates.delete', { id: own.id });
    const after = await core.call('noteTemplates.list', {});
    expect(after.find((t) => t.id === own.id)).toBeUndefined();
    expect(after.find((t) => t.isDefault)?.builtIn).toBe('grow');
    // The note started from it keeps its sections.
    expect((await core.call('notes.get', { id: note.id })).sections).toHaveLength(3);
    expect((await core.call('notes.start', { sessionId: sessions[1].id })).sections.map((s) => s.title)).toEqual(['Goal', 'Reality', 'Options', 'Will']);
  });

  it('refuses to change or delete a built-in template', async () => {
    const { core } = await notesPractice();
    const [grow] = await core.call('noteTemplates.list', {});
    await expect(core.call('noteTemplates.update', { id: grow!.id, changes: { name: 'Mine' } })).rejects.toMatchObject({ code: 'TEMPLATE_BUILT_IN' });
    await expect(core.call('noteTemplates.delete', { id: grow!.id })).rejects.toMatchObject({ code: 'TEMPLATE_BUILT_IN' });
    expect((await core.call('noteTemplates.list', {}))[0]!.name).toBe('GROW');
  });

  it('starting a session note twice returns the same note', async () => {
    const { core, sessions } = await notesPractice();
    const [a, b] = await Promise.all([core.call('notes.start', { sessionId: sessions[0].id }), core.call('notes.start', { sessionId: sessions[0].id })]);
    expect(a.id).toBe(b.id);
    expect(await core.call('notes.forSession', { sessionId: sessions[1].id })).toBeNull();
  });
});
