import { describe, expect, it } from 'vitest';
import { autosave, notesPractice, sectionText, typed } from '../support/notes';

describe('autosave and revision history', () => {
  it('keeps typing within ten minutes in one revision, then starts a new one', async () => {
    const { core, clock, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    for (const [i, text] of ['W', 'Wan', 'Wants more focus'].entries()) {
      clock.set(`2026-03-01T08:0${i}:30Z`);
      await autosave(core, note, typed(note, text));
    }
    expect(await core.call('notes.revisions', { noteId: note.id })).toHaveLength(1);
    clock.set('2026-03-01T08:11:00Z');
    await autosave(core, note, typed(note, 'Wants more focus at work'));
    const revisions = await core.call('notes.revisions', { noteId: note.id });
    expect(revisions).toHaveLength(2);
    expect(revisions[1]).toMatchObject({ createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:02:30.000Z', words: 4 + 3 });
    expect(revisions[0]!.words).toBe(4 + 5);
  });

  it('starts a new revision after the coach leaves the note (a checkpoint), and not for a save that changes nothing', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    await autosave(core, note, typed(note, 'first visit'), { checkpoint: true });
    await autosave(core, note, typed(note, 'first visit'), { checkpoint: true });
    expect(await core.call('notes.revisions', { noteId: note.id })).toHaveLength(1);
    await autosave(core, note, typed(note, 'second visit'));
    expect(await core.call('notes.revisions', { noteId: note.id })).toHaveLength(2);
    // Leaving without typing closes the revision too, without sending the text again.
    await core.call('notes.checkpoint', { id: note.id });
    await autosave(core, note, typed(note, 'third visit'));
    expect(await core.call('notes.revisions', { noteId: note.id })).toHaveLength(3);
  });

  it('shows an older revision and restores it as a new revision, keeping everything in between', async () => {
    const { core, clock, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    await autosave(core, note, typed(note, 'Version one'));
    clock.set('2026-03-01T08:20:00Z');
    await autosave(core, note, typed(note, 'Version two'));
    clock.set('2026-03-01T08:40:00Z');
    await autosave(core, note, typed(note, 'Version three'));

    const [latest, middle, oldest] = await core.call('notes.revisions', { noteId: note.id });
    expect(sectionText(await core.call('notes.revision', { id: oldest!.id }))[0]).toBe('Version one');
    expect(sectionText(await core.call('notes.revision', { id: middle!.id }))[0]).toBe('Version two');

    clock.set('2026-03-01T08:41:00Z');
    const restored = await core.call('notes.restore', { revisionId: oldest!.id });
    expect(sectionText(restored)[0]).toBe('Version one');
    const history = await core.call('notes.revisions', { noteId: note.id });
    expect(history).toHaveLength(4);
    expect(history[0]).toMatchObject({ reason: 'restore', restoredFrom: oldest!.id });
    expect(sectionText(await core.call('notes.revision', { id: latest!.id }))[0]).toBe('Version three');

    // Typing right after a restore starts its own revision: the restored text stays in history.
    await autosave(core, note, typed(restored, 'Version one, continued'));
    expect(await core.call('notes.revisions', { noteId: note.id })).toHaveLength(5);
  });

  it('never overwrites text saved elsewhere meanwhile: a save from an older version starts a new revision', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const saved = await core.call('notes.save', { id: note.id, sections: typed(note, 'from the window'), baseVersion: note.version });
    await core.call('notes.save', { id: note.id, sections: typed(note, 'from another window'), baseVersion: note.version });
    const [newest, other] = await core.call('notes.revisions', { noteId: note.id });
    expect(sectionText(await core.call('notes.revision', { id: newest!.id }))[0]).toBe('from another window');
    expect(other!.id).toBe(saved.revisionId);
    expect(sectionText(await core.call('notes.revision', { id: other!.id }))[0]).toBe('from the window');
  });

  it('keeps a journal of dated entries per client, newest first, each with its own history', async () => {
    const { core, client } = await notesPractice();
    const older = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-02-20', title: 'Phone call', language: 'bg' });
    const newer = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-02-27' });
    expect(older.sections.map((s) => s.title)).toEqual(['Бележки']);
    await autosave(core, older, typed(older, 'Обади се след интервюто.\nЧувства се уверена.'));
    await core.call('notes.save', { id: newer.id, sections: newer.sections, baseVersion: newer.version, entryDate: '2026-02-28', title: 'Email' });
    const journal = await core.call('notes.journal', { clientId: client.id });
    expect(journal.map((e) => [e.entryDate, e.title])).toEqual([
      ['2026-02-28', 'Email'],
      ['2026-02-20', 'Phone call'],
    ]);
    expect(journal[1]!.preview).toBe('Обади се след интервюто. Чувства се уверена.');
    await core.call('notes.delete', { id: newer.id });
    expect(await core.call('notes.journal', { clientId: client.id })).toHaveLength(1);
    await expect(core.call('notes.revisions', { noteId: newer.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a saved note survives locking and unlocking, and a note whose session keeps it from a series rule change', async () => {
    const { core, client } = await notesPractice();
    const series = await core.call('sessions.create', { clientId: client.id, start: '2026-04-06T10:00', minutes: 60, timeZone: 'Europe/Sofia', repeat: 'FREQ=WEEKLY;COUNT=4' });
    const occurrences = (await core.call('sessions.list', { clientId: client.id })).filter((s) => s.seriesId === series.seriesId);
    const last = occurrences.at(-1)!;
    const note = await core.call('notes.start', { sessionId: last.id, language: 'en' });
    await autosave(core, note, typed(note, 'Prepared questions for the last session'));
    await core.call('sessions.update', { id: occurrences[0]!.id, scope: 'all', changes: { repeat: 'FREQ=WEEKLY;COUNT=2' } });
    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: 'lantern orchard velvet compass' });
    const kept = await core.call('notes.forSession', { sessionId: last.id });
    expect(sectionText(kept!)[0]).toBe('Prepared questions for the last session');
  });
});
