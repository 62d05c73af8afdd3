import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import type { SearchHit, SearchKind } from '../../../src/shared/contract';
import { autosave, notesPractice, typed } from '../support/notes';
import { migrations } from '../../../src/core/db/migrations';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { SEARCH_FOLD_VERSION } from '../../../src/core/search/normalise';
import { indexTable } from '../../../src/core/search/search-index';
import { syncSearchIndexes } from '../../../src/core/search/search-rebuild';
import { SEARCH_SOURCES } from '../../../src/core/search/sources';

async function find(core: Core, text: string, kind?: SearchKind): Promise<SearchHit[]> {
  const { groups } = await core.call('search.query', { text });
  return groups.filter((g) => !kind || g.kind === kind).flatMap((g) => g.hits);
}

const highlighted = (hit: SearchHit) => hit.snippet.filter((p) => p.match).map((p) => p.text);
const snippetText = (hit: SearchHit) => hit.snippet.map((p) => p.text).join('');

async function noteSaying(core: Core, sessionId: number, ...texts: string[]) {
  const note = await core.call('notes.start', { sessionId, language: 'en' });
  await autosave(core, note, typed(note, ...texts));
  return note;
}

describe('search', () => {
  it('finds a Persian word with or without the half-space, with Arabic or Persian yeh and kaf, and with vowel marks', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'مراجع می‌خواهم برنامه‌ریزی بهتری داشته باشم گفت');
    await noteSaying(core, sessions[1].id, 'كوچينگ به او كمك كرد', 'بَرنامهٔ هفتگی را نوشتـــیم');

    for (const query of ['میخواهم', 'می‌خواهم', 'برنامه‌ریزی', 'برنامهریزی']) expect(await find(core, query, 'session_note'), query).toHaveLength(1);
    const hit = (await find(core, 'میخواهم'))[0]!;
    expect(highlighted(hit)).toEqual(['می‌خواهم']);
    expect(snippetText(hit)).toContain('مراجع می‌خواهم برنامه‌ریزی');

    // The second note was typed with an Arabic keyboard (ي, ك), vowel marks and tatweel.
    for (const query of ['کوچینگ', 'کمک', 'برنامه', 'نوشتیم']) expect((await find(core, query, 'session_note')).map((h) => h.sessionId), query).toContain(sessions[1].id);
    expect(highlighted((await find(core, 'کوچینگ'))[0]!)).toEqual(['كوچينگ']);
  });

  it('finds the ezafe after heh however it is written: with a half-space and yeh, as ۀ, with a hamza mark, or with a space', async () => {
    const { core, sessions } = await notesPractice();
    const spellings = ['برنامه\u200cی', 'برنامۀ', 'برنامهٔ'];
    for (const [i, spelling] of spellings.entries()) await noteSaying(core, sessions[i]!.id, `${spelling} هفتگی را نوشتیم`);
    for (const query of [...spellings, 'برنامه ی', 'برنامه\u200cی هفتگی', 'برنامۀ هفتگی']) {
      expect((await find(core, query, 'session_note')).map((hit) => hit.sessionId).sort(), query).toEqual(sessions.map((s) => s.id).sort());
    }
    // The coach's own spelling is what is shown, the ezafe with it.
    const hits = await find(core, 'برنامۀ', 'session_note');
    expect(hits.map((hit) => highlighted(hit)[0]).sort()).toEqual([...spellings].sort());
  });

  it('keeps the yeh of words that end in it: زندگی, کی and ماهی are found, and find no shorter word', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'زندگی کاری و ماهی');
    await noteSaying(core, sessions[1].id, 'کی می‌آید؟');
    await noteSaying(core, sessions[2].id, 'زندگانی در این ماه');
    const found = async (query: string) => (await find(core, query, 'session_note')).map((hit) => hit.sessionId);
    expect(await found('زندگی')).toEqual([sessions[0].id]);
    expect(await found('ماهی')).toEqual([sessions[0].id]);
    expect(await found('کی')).toEqual([sessions[1].id]);
    expect(await found('زندگی کاری')).toEqual([sessions[0].id]);
    expect(highlighted((await find(core, 'زندگی'))[0]!)).toEqual(['زندگی']);
  });

  it('finds a word whatever seat its hamza was written on, or without it', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'مسئول جلسه و رئیس و سؤال و آرامش');
    await noteSaying(core, sessions[1].id, 'مسؤول جلسه و رییس و سوال و ارامش');
    await noteSaying(core, sessions[2].id, 'جز این، ابتداء');
    const found = async (query: string) => (await find(core, query, 'session_note')).map((hit) => hit.sessionId).sort();
    const both = [sessions[0].id, sessions[1].id].sort();
    for (const query of ['مسئول', 'مسؤول', 'مسوول', 'رئیس', 'رییس', 'سؤال', 'سوال', 'آرامش', 'ارامش']) expect(await found(query), query).toEqual(both);
    expect(highlighted((await find(core, 'مسؤول'))[0]!)).toHaveLength(1);
    // A hamza standing alone stays, but at the end of a word after alef: جزء is not جز.
    expect(await found('ابتدا')).toEqual([sessions[2].id]);
    expect(await found('جزء')).toEqual([]);
  });

  it("finds a client by the number of their code, typed with Persian or Latin digits", async () => {
    const { core, client } = await notesPractice();
    expect(client.code).toBe('C0001');
    for (const query of ['۰۰۰۱', '0001', 'C۰۰۰۱', 'c0001', '٠٠٠١']) expect((await find(core, query, 'client')).map((hit) => hit.clientId), query).toEqual([client.id]);
    expect(await find(core, '0002', 'client')).toEqual([]);
    // What was found is marked: the code's number, or the whole code.
    expect(highlighted((await find(core, '۰۰۰۱', 'client'))[0]!)).toEqual(['0001']);
    expect(highlighted((await find(core, '00', 'client'))[0]!)).toEqual(['0001']);
    expect(highlighted((await find(core, 'c00', 'client'))[0]!)).toEqual(['C0001']);
  });

  it('finds words with the invisible marks text copied from a chat or a web page carries inside them', async () => {
    const { core, sessions, client } = await notesPractice();
    // Isolates around a name, a soft hyphen in a word, a direction mark after one, an Arabic letter mark in a Persian word.
    await noteSaying(core, sessions[0].id, 'Talked with \u2068Bob\u2069 about coach\u00ading, and John\u200e agreed', 'برنامه\u061cریزی هفتگی');
    for (const query of ['Bob', 'coaching', 'John', 'برنامهریزی']) expect(await find(core, query, 'session_note'), query).toHaveLength(1);
    expect(highlighted((await find(core, 'coaching'))[0]!)).toEqual(['coach\u00ading']);
    await core.call('clients.update', { id: client.id, changes: { fullName: 'Mina \u2066Bob\u2069 Karimi' } });
    expect((await find(core, 'Bob', 'client')).map((hit) => hit.clientId)).toEqual([client.id]);
  });

  it('finds a Bulgarian word in any case, and the start of a word as it is typed', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'ЦЕЛТА е по-ясна: Осъзнатост за страха от провал.');
    for (const query of ['целта', 'ЦЕЛТА', 'Целта', 'цел', 'осъзнатост', 'ОСЪЗН', 'страха провал']) {
      expect(await find(core, query, 'session_note'), query).toHaveLength(1);
    }
    expect(await find(core, 'целите', 'session_note')).toHaveLength(0);
    expect(highlighted((await find(core, 'осъзн'))[0]!)).toEqual(['Осъзнатост']);
  });

  it('finds Malay words and ignores accents in Latin script', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'Klien mahu meningkatkan keyakinan diri di tempat kerja.', 'Café résumé');
    expect(await find(core, 'keyakinan diri', 'session_note')).toHaveLength(1);
    expect(await find(core, 'KEYAKINAN', 'session_note')).toHaveLength(1);
    expect(await find(core, 'cafe resume', 'session_note')).toHaveLength(1);
    expect(await find(core, 'keyakinan mahal', 'session_note')).toHaveLength(0);
  });

  it('groups clients, session notes, journal entries and action items, opening each where it lives', async () => {
    const { core, client, sessions } = await notesPractice();
    await core.call('clients.update', { id: client.id, changes: { tags: ['leadership'] } });
    await noteSaying(core, sessions[0].id, 'Leadership style: listens first');
    const entry = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-03-04', title: 'Leadership podcast' });
    await core.call('actions.create', { clientId: client.id, text: 'Read a leadership book', dueOn: '2026-03-20', sessionId: sessions[0].id });

    const { groups } = await core.call('search.query', { text: 'leadership' });
    expect(groups.map((g) => g.kind)).toEqual(['client', 'session_note', 'journal', 'action_item']);
    const [clientHit, noteHit, journalHit, actionHit] = groups.map((g) => g.hits[0]!);
    expect(clientHit).toMatchObject({ id: client.id, clientId: client.id, title: 'Мила Иванова' });
    expect(noteHit).toMatchObject({ clientName: 'Мила Иванова', sessionId: sessions[0].id, date: sessions[0].start });
    expect(journalHit).toMatchObject({ id: entry.id, title: 'Leadership podcast', date: '2026-03-04', sessionId: null });
    expect(actionHit).toMatchObject({ title: 'Read a leadership book', sessionId: sessions[0].id, date: '2026-03-20' });
  });

  it("shows a client's code, email, tags and background, and a goal's milestones, apart in a hit, with the separator of their script", async () => {
    const { core, client } = await notesPractice();
    await core.call('clients.update', { id: client.id, changes: { email: 'mila@example.com', tags: ['career change', 'leadership'], background: 'Left a bank after ten years.' } });
    expect(snippetText((await find(core, 'leadership', 'client'))[0]!)).toBe('C0001 · mila@example.com · career change · leadership · Left a bank after ten years.');
    await core.call('clients.update', { id: client.id, changes: { tags: ['مدیر تازه‌کار', 'مدیران ارشد'], background: '' } });
    expect(snippetText((await find(core, 'ارشد', 'client'))[0]!)).toBe('C0001، mila@example.com، مدیر تازه‌کار، مدیران ارشد');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Lead the team', why: 'Ready for more', targetDate: '2026-09-01' });
    await core.call('goals.addMilestone', { goalId: goal.id, title: 'Ran the stand-up' });
    await core.call('goals.addMilestone', { goalId: goal.id, title: 'Had the talk' });
    expect(snippetText((await find(core, 'talk', 'goal'))[0]!)).toBe('Ready for more · Ran the stand-up · Had the talk');
  });

  it('finds goals by title, why they matter, their measure and milestones, and forgets a deleted one', async () => {
    const { core, client } = await notesPractice();
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Run 10 km', why: 'Energy for the children', targetDate: '2026-09-01' });
    await core.call('goals.addMilestone', { goalId: goal.id, title: 'Първи парков маратон' });
    expect((await find(core, 'run', 'goal'))[0]).toMatchObject({ id: goal.id, clientId: client.id, title: 'Run 10 km', date: '2026-09-01' });
    expect(await find(core, 'energy', 'goal')).toHaveLength(1);
    expect(await find(core, 'маратон', 'goal')).toHaveLength(1);
    await core.call('goals.update', { id: goal.id, changes: { title: 'Swim 2 km' } });
    expect(await find(core, 'run', 'goal')).toEqual([]);
    expect(await find(core, 'swim', 'goal')).toHaveLength(1);
    await core.call('goals.delete', { id: goal.id });
    expect(await find(core, 'маратон', 'goal')).toEqual([]);
  });

  it('ranks a match in the title above one in passing, and the closer match first', async () => {
    const { core, client } = await notesPractice();
    // The better match is the older entry, so ranking (not recency) must put it first.
    const focus = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-03-02', title: 'Resilience' });
    await autosave(core, focus, typed(focus, 'Resilience: three stories of resilience under pressure.'));
    const mention = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-03-01' });
    await autosave(core, mention, typed(mention, 'We spoke about many things, among them resilience, family, sleep, work and travel plans for the summer.'));
    expect((await find(core, 'resilience', 'journal')).map((h) => h.id)).toEqual([focus.id, mention.id]);
  });

  it('stays in step with every change: edits, deletes, renamed clients, and clients emptied from the trash', async () => {
    const { core, client, sessions } = await notesPractice();
    const note = await noteSaying(core, sessions[0].id, 'Marathon training plan');
    const item = await core.call('actions.create', { clientId: client.id, text: 'Book the marathon' });
    expect(await find(core, 'marathon')).toHaveLength(2);

    await autosave(core, note, typed(note, 'Swimming plan instead'));
    await core.call('actions.update', { id: item.id, changes: { text: 'Book the pool' } });
    expect(await find(core, 'marathon')).toHaveLength(0);
    expect(await find(core, 'swimming')).toHaveLength(1);

    await core.call('clients.update', { id: client.id, changes: { fullName: 'Мила Петрова' } });
    expect(await find(core, 'Петрова', 'client')).toHaveLength(1);
    expect(await find(core, 'Иванова', 'client')).toHaveLength(0);

    await core.call('clients.trash', { id: client.id });
    expect(await find(core, 'swimming')).toHaveLength(0);
    await core.call('clients.restore', { id: client.id });
    expect(await find(core, 'swimming')).toHaveLength(1);
    await core.call('clients.trash', { id: client.id });
    await core.call('clients.emptyTrash', {});
    for (const table of SEARCH_SOURCES.map(indexTable)) {
      expect(core.vault.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(0);
    }
  });

  it('reads nothing typed as query syntax', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'plain words');
    for (const query of ['"', 'NOT', 'plain OR', 'title:plain', '*', '(', 'AND words', '""plain']) {
      await expect(core.call('search.query', { text: query }), query).resolves.toBeDefined();
    }
    expect(await find(core, '"plain" (words)')).toHaveLength(1);
    expect((await core.call('search.query', { text: '  ' })).groups).toEqual([]);
  });

  it('indexes clients who were added before the practice had search: name, tags, email and background', async () => {
    const dataDir = tempDir();
    const before = makeCore({ dataDir, appVersion: '0.1.0', migrations: migrations.slice(0, 3) }).vault;
    const { recoveryKey } = await before.beginSetup(PASSPHRASE);
    await before.confirmSetup(recoveryKey, () => {});
    // Written with the schema of that time: today's client store knows columns that did not exist yet.
    const now = '2026-01-01T00:00:00.000Z';
    before.db
      .prepare(
        `INSERT INTO clients (id, code, full_name, email, time_zone, document_language, status, background, search_text, created_at, updated_at)
         VALUES (1, 'SN01', 'Siti Nurhaliza', 'siti@contoh.my', 'Asia/Kuala_Lumpur', 'ms', 'active', 'Jurutera perisian', 'siti nurhaliza', ?, ?)`,
      )
      .run(now, now);
    before.db.prepare(`INSERT INTO client_tags (client_id, tag) VALUES (1, 'kerjaya')`).run();
    before.close();

    const core = makeCore({ dataDir });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await find(core, 'siti', 'client')).map((h) => h.title)).toEqual(['Siti Nurhaliza']);
    expect(await find(core, 'kerjaya', 'client')).toHaveLength(1);
    expect(await find(core, 'jurutera', 'client')).toHaveLength(1);
    expect(await find(core, 'contoh', 'client')).toHaveLength(1);
  });

  it('rebuilds a kind of index whose definition changed in an update, and leaves unchanged ones alone', async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Siti Nurhaliza', email: 'siti@contoh.my' });
    const triggerSql = () => core.vault.db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'fts_client_update'").pluck().get();
    const current = triggerSql();
    expect(syncSearchIndexes(core.vault.db, SEARCH_SOURCES)).toEqual([]);

    // As an older Coachdesk would have left it: e-mail addresses neither indexed nor re-indexed.
    core.vault.db.exec(`
      DROP TRIGGER fts_client_update;
      CREATE TRIGGER fts_client_update AFTER UPDATE OF full_name ON clients BEGIN SELECT 1; END;
      UPDATE fts_client SET body = '';
    `);
    expect(await find(core, 'contoh', 'client')).toEqual([]);

    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(triggerSql()).toBe(current);
    expect((await find(core, 'contoh', 'client')).map((h) => h.title)).toEqual(['Siti Nurhaliza']);
    expect(syncSearchIndexes(core.vault.db, SEARCH_SOURCES)).toEqual([]);
  });

  it('rebuilds every index at unlock when its text was folded by another version of the folding', async () => {
    const { core, sessions } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'نوشتیم برنامه');
    // As an index built by a folding that kept Arabic yeh: the word is there, spelled otherwise.
    core.vault.db.exec(`
      UPDATE fts_session_note SET body = replace(body, 'ی', 'ي');
      INSERT OR REPLACE INTO meta (key, value) VALUES ('search_fold_version', '0');
    `);
    expect(await find(core, 'نوشتیم')).toEqual([]);

    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(await find(core, 'نوشتیم')).toHaveLength(1);
    expect(core.vault.db.prepare("SELECT value FROM meta WHERE key = 'search_fold_version'").pluck().get()).toBe(String(SEARCH_FOLD_VERSION));
    expect(syncSearchIndexes(core.vault.db, SEARCH_SOURCES)).toEqual([]);
  });

  it('rebuilds at unlock an index folded by version 2, which kept hamza seats and the ezafe written out', async () => {
    const { core, sessions, client } = await notesPractice();
    await noteSaying(core, sessions[0].id, 'مسئول برنامه\u200cی هفتگی');
    // As version 2 folded it: ئ kept, the ezafe's half-space dropped and its yeh kept; no code number.
    core.vault.db.exec(`
      UPDATE fts_session_note SET body = 'مسئول برنامهی هفتگی';
      UPDATE fts_client SET body = 'C0001';
      INSERT OR REPLACE INTO meta (key, value) VALUES ('search_fold_version', '2');
    `);
    expect(await find(core, 'مسؤول برنامۀ', 'session_note')).toEqual([]);
    expect(await find(core, '۰۰۰۱', 'client')).toEqual([]);

    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(await find(core, 'مسؤول برنامۀ', 'session_note')).toHaveLength(1);
    expect((await find(core, '۰۰۰۱', 'client')).map((hit) => hit.clientId)).toEqual([client.id]);
    expect(core.vault.db.prepare("SELECT value FROM meta WHERE key = 'search_fold_version'").pluck().get()).toBe('3');
  });
});
