import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import type { Db } from '../../../src/core/db/open';
import { listClients } from '../../../src/core/clients/client-list';
import { foldForSearch } from '../../../src/core/clients/client-rows';
import { searchGrams } from '../../../src/core/clients/search-grams';
import { seedDemo } from '../../../src/core/demo/seed';
import { PASSPHRASE, makeCore, makePractice, tempDir } from '../support/practice';
import { capturePlans } from '../support/query-plans';

const NOW = Date.parse('2026-03-10T08:00:00Z');
const VIEW = "CASE WHEN trashed_at IS NOT NULL THEN 'trash' WHEN archived_at IS NOT NULL THEN 'archived' ELSE 'current' END";

/** client_grams as every client row says it should be, and as it is: one line per row, sorted. */
function gramsExpected(db: Db): string[] {
  const clients = db.prepare(`SELECT id, name_key, search_text, ${VIEW} AS view FROM clients`).all() as { id: number; name_key: string; search_text: string; view: string }[];
  return clients.flatMap((c) => searchGrams(c.search_text).map((gram) => JSON.stringify([gram, c.view, c.name_key, c.id]))).sort();
}
function gramsStored(db: Db): string[] {
  return (db.prepare('SELECT gram, view, name_key, client_id FROM client_grams').raw().all() as unknown[][]).map((row) => JSON.stringify(row)).sort();
}

/** The ids a view's clients holding `search` anywhere, by name, as `instr` finds them. */
function instrMatches(db: Db, search: string, view = 'current'): number[] {
  return db.prepare(`SELECT id FROM clients WHERE ${VIEW} = ? AND instr(search_text, ?) > 0 ORDER BY name_key, id`).pluck().all(view, foldForSearch(search)) as number[];
}

describe("a client's letters and pairs of letters (client_grams)", () => {
  it('are each letter and each pair of neighbours once, by code point', () => {
    expect(searchGrams('anna\nab').sort()).toEqual(['\n', '\na', 'a', 'a\n', 'ab', 'an', 'b', 'n', 'na', 'nn'].sort());
    expect(searchGrams('𝒜é').sort()).toEqual(['é', '𝒜', '𝒜é'].sort());
    expect(searchGrams('')).toEqual([]);
  });

  it('follow every change to a client: added, renamed, retagged, archived, trashed, restored, erased', async () => {
    const { core } = await makePractice({ now: () => NOW, idleLockTimer: false });
    const db = core.vault.db;
    const ivan = await core.call('clients.create', { fullName: 'Иван Петров', email: 'ivan@example.com', tags: ['бегач'] });
    const mina = await core.call('clients.create', { fullName: 'مینا رضایی', preferredName: 'Mina' });
    const ana = await core.call('clients.create', { fullName: 'Ana Lim' });
    expect(gramsStored(db)).toEqual(gramsExpected(db));
    const found = async (search: string, view: 'current' | 'archived' | 'trash' = 'current') => (await core.call('clients.list', { search, view })).items.map((c) => c.fullName);

    await core.call('clients.update', { id: ivan.id, changes: { fullName: 'Ивана Петрова', tags: ['плувец'] } });
    expect(await found('Ив')).toEqual(['Ивана Петрова']);
    expect(await found('бе')).toEqual([]);
    expect(await found('пл')).toEqual(['Ивана Петрова']);
    await core.call('clients.archive', { id: mina.id, archived: true });
    expect(await found('mi')).toEqual([]);
    expect(await found('mi', 'archived')).toEqual(['مینا رضایی']);
    await core.call('clients.trash', { id: ana.id });
    expect(await found('a')).toEqual(['Ивана Петрова']); // her email's "example"
    expect(await found('a', 'trash')).toEqual(['Ana Lim']);
    await core.call('clients.restore', { id: ana.id });
    expect(await found('a')).toEqual(['Ana Lim', 'Ивана Петрова']);
    expect(gramsStored(db)).toEqual(gramsExpected(db));

    await core.call('clients.trash', { id: ivan.id });
    await core.call('clients.erase', { id: ivan.id });
    await core.call('clients.trash', { id: ana.id });
    await core.call('clients.emptyTrash', {});
    expect(gramsStored(db)).toEqual(gramsExpected(db));
    expect(db.prepare('SELECT DISTINCT client_id FROM client_grams').pluck().all()).toEqual([mina.id]);
  });

  it('are written at once for a batch of demo clients, as the triggers would write them', async () => {
    const { core } = await makePractice({ now: () => NOW, idleLockTimer: false });
    await seedDemo(() => core.vault.db, { clients: 300, sessionsPerClient: 1, notesPerClient: 0, seed: 3, timeZone: 'Europe/Sofia', now: NOW });
    const db = core.vault.db;
    expect(gramsStored(db)).toEqual(gramsExpected(db));
    // The triggers are back: a client added after the demo gets their grams.
    const added = await core.call('clients.create', { fullName: 'Zofia Qadir' });
    expect(db.prepare('SELECT count(*) FROM client_grams WHERE client_id = ?').pluck().get(added.id)).toBeGreaterThan(10);
    expect(gramsStored(db)).toEqual(gramsExpected(db));
  });

  it('are written at once for the clients a CSV file adds', async () => {
    const { core } = await makePractice({ now: () => NOW, idleLockTimer: false });
    await core.call('clients.create', { fullName: 'Already Here' });
    const path = join(__dirname, '../../fixtures/csv/comma-bg-multiline.csv');
    const preview = await core.call('import.csvPreview', { path });
    const { clientIds } = await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint });
    expect(clientIds.length).toBeGreaterThan(1);
    const db = core.vault.db;
    expect(gramsStored(db)).toEqual(gramsExpected(db));
    expect(db.prepare('SELECT count(DISTINCT client_id) FROM client_grams').pluck().get()).toBe(clientIds.length + 1);
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'client_grams_%'").pluck().get()).toBe(3);
  });

  it('are made for the clients of a practice from before them, on upgrade', async () => {
    const dataDir = tempDir();
    const before = makeCore({ dataDir, now: () => NOW, idleLockTimer: false });
    const { recoveryKey } = await before.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await before.call('vault.setupConfirm', { recoveryKey });
    await seedDemo(() => before.vault.db, { clients: 200, sessionsPerClient: 1, notesPerClient: 0, seed: 3, timeZone: 'Europe/Sofia', now: NOW });
    // As version 24 left it.
    before.vault.db.exec('DROP TRIGGER client_grams_insert; DROP TRIGGER client_grams_delete; DROP TRIGGER client_grams_update; DROP TABLE client_grams');
    before.vault.db.pragma('user_version = 24');
    before.close();

    const core = makeCore({ dataDir, now: () => NOW, idleLockTimer: false });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    const db = core.vault.db;
    expect(gramsStored(db).length).toBeGreaterThan(200 * 20);
    expect(gramsStored(db)).toEqual(gramsExpected(db));
  });
});

describe('a search of one or two letters, by name', () => {
  let core: Core;
  async function seeded(clients = 3000): Promise<Db> {
    ({ core } = await makePractice({ now: () => NOW, idleLockTimer: false }));
    await seedDemo(() => core.vault.db, { clients, sessionsPerClient: 1, notesPerClient: 0, seed: 7, timeZone: 'Europe/Sofia', now: NOW });
    return core.vault.db;
  }

  it('finds what instr finds, in name order, counted exactly, page by page (by offset and after the last row)', async () => {
    const db = await seeded();
    for (const search of ['a', 'Ив', 'ov', 'ی', 'C0', 'zq']) {
      const every = instrMatches(db, search);
      const first = await core.call('clients.list', { search, limit: 100 });
      expect(first, search).toMatchObject({ total: every.length, totalIsExact: true });
      const byOffset: number[] = [];
      const byAfter: number[] = [];
      let last: { id: number; fullName: string; code: string } | null = null;
      for (let offset = 0; offset < every.length; offset += 100) {
        byOffset.push(...(await core.call('clients.list', { search, limit: 100, offset })).items.map((c) => c.id));
        const page: { items: { id: number; fullName: string; code: string }[] } = await core.call('clients.list', { search, limit: 100, offset, after: last });
        byAfter.push(...page.items.map((c) => c.id));
        const end = page.items.at(-1);
        if (end) last = { id: end.id, fullName: end.fullName, code: end.code };
      }
      expect(byOffset, search).toEqual(every);
      expect(byAfter, search).toEqual(every);
    }
  }, 60_000);

  it('in another order or with a filter, finds the few matches from client_grams: the whole list in that order, narrowed to them, counted in full', async () => {
    const db = await seeded();
    const reads = capturePlans(db, () => {
      for (const sort of ['code', 'status', 'recent', 'nextSession', 'lastSession'] as const) {
        for (const filter of [{}, { status: 'active' as const }, { view: 'archived' as const }]) {
          const base = { search: '', view: 'current', sort, limit: 50_000, offset: 0, status: null, tag: null, ...filter } as const;
          const whole = listClients(db, base, new Date(NOW).toISOString()).items.map((c) => c.id);
          for (const search of ['Ив', 'zq', 'ی']) {
            const matches = new Set(instrMatches(db, search, base.view));
            expect(matches.size, search).toBeLessThan(1000);
            const page = listClients(db, { ...base, search, limit: 100 }, new Date(NOW).toISOString());
            const label = `${search} by ${sort} ${JSON.stringify(filter)}`;
            const expected = whole.filter((id) => matches.has(id));
            expect(page.items.map((c) => c.id), label).toEqual(expected.slice(0, 100));
            expect(page, label).toMatchObject({ total: expected.length, totalIsExact: true });
          }
        }
      }
    });
    expect(reads.filter((r) => r.sql.includes('client_grams g')).length).toBeGreaterThan(0);
    expect(reads.filter((r) => r.sql.includes('instr(c.search_text')).map((r) => r.sql)).toEqual([]);
  }, 60_000);

  it("reads the page and the count from client_grams' key alone, nothing sorted and no other client read", async () => {
    const db = await seeded(300);
    const page = { search: 'ov', view: 'current', sort: 'name', limit: 100, offset: 100, status: null, tag: null } as const;
    const after = { id: 1, fullName: 'M', code: 'C0001' };
    const reads = capturePlans(db, () => [listClients(db, page, ''), listClients(db, { ...page, after }, '')]);
    const lists = reads.filter((r) => r.sql.includes('LIMIT @limit'));
    expect(lists.map((r) => r.plan)).toEqual(['SEARCH g USING PRIMARY KEY (gram=? AND view=?)', 'SEARCH g USING PRIMARY KEY (gram=? AND view=? AND name_key>?)']);
    expect(reads.find((r) => r.sql.includes('count(*)'))!.plan).toBe('SEARCH client_grams USING PRIMARY KEY (gram=? AND view=?)');
  }, 60_000);
});
