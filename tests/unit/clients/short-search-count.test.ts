import { describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../src/core/core';
import { listClients, SHORT_SEARCH_COUNTED } from '../../../src/core/clients/client-list';
import type { ListInput } from '../../../src/core/clients/client-list-route';
import { seedDemo } from '../../../src/core/demo/seed';
import { makePractice } from '../support/practice';
import { capturePlans } from '../support/query-plans';

const NOW = Date.parse('2026-03-10T08:00:00Z');
let core: Core;

/** A practice of 3,000 demo clients, most of them current (the cores close after each test). */
async function seeded(): Promise<void> {
  ({ core } = await makePractice({ now: () => NOW, idleLockTimer: false }));
  await seedDemo(() => core.vault.db, { clients: 3000, sessionsPerClient: 1, notesPerClient: 0, seed: 7, timeZone: 'Europe/Sofia', now: NOW });
}

/**
 * Sorted by name, or with fewer matches than FEW_TO_SORT, a short search is found and counted in
 * full from the clients' letters (short-search-grams.test.ts). Here FEW_TO_SORT is lowered, so
 * that in a 3,000-client practice "a" is common: in any other order than by name it is read in
 * that order, as these tests do.
 */
vi.mock('../../../src/core/clients/client-list-route', async (original) => ({ ...(await original<object>()), FEW_TO_SORT: 500 }));
const sort = 'status';

/** Every current client the search finds, from one page that holds them all (its total is its rows). */
async function allMatches(search: string): Promise<number[]> {
  const page = await core.call('clients.list', { search, sort, limit: 50_000 });
  expect(page.totalIsExact).toBe(true);
  return page.items.map((client) => client.id);
}

describe('a search of one or two letters, in an order other than by name, counts its matches only so far past the page', () => {
  it('says "1,000+" for a common one, counts on from each page further down, and pages through every match', async () => {
    await seeded();
    const every = await allMatches('a');
    expect(every.length).toBeGreaterThan(2 * SHORT_SEARCH_COUNTED);
    expect(await core.call('clients.list', { search: 'a', sort, limit: 100 })).toMatchObject({ total: SHORT_SEARCH_COUNTED, totalIsExact: false });
    expect(await core.call('clients.list', { search: 'a', sort, limit: 100, offset: 900 })).toMatchObject({ total: 900 + SHORT_SEARCH_COUNTED, totalIsExact: false });
    // The last page counts to the end.
    const lastOffset = Math.floor((every.length - 1) / 100) * 100;
    expect(await core.call('clients.list', { search: 'a', sort, limit: 100, offset: lastOffset - 100 })).toMatchObject({ total: every.length, totalIsExact: true });
    const paged: number[] = [];
    for (let offset = 0; offset < every.length; offset += 100) paged.push(...(await core.call('clients.list', { search: 'a', sort, limit: 100, offset })).items.map((c) => c.id));
    expect(paged).toEqual(every);
  }, 60_000);

  it('reads a common short search from the name index, and by last session from its own index', async () => {
    await seeded();
    const db = core.vault.db;
    const page = { search: 'a', view: 'current', sort, limit: 100, offset: 0, status: null, tag: null } as const;
    const plans = (input: Partial<ListInput>, now = '') => capturePlans(db, () => listClients(db, { ...page, ...input }, now));
    expect(plans({}).find((r) => r.sql.includes('LIMIT @limit'))!.plan).toContain('COVERING INDEX clients_by_view_name (trashed_at=? AND archived_at=?)');
    // By last session, a filter most clients pass: still from the latest-session index.
    const byLast = plans({ sort: 'lastSession' }, '2026-03-01T00:00:00.000Z').find((r) => r.sql.includes('UNION ALL'))!;
    expect(byLast.plan.match(/SEARCH c USING (COVERING )?INDEX clients_by_view_latest_session/g)).toHaveLength(2);
    for (const reads of [plans({}), plans({ sort: 'lastSession' })]) expect(reads.map((r) => r.sql).join()).not.toContain('client_grams g');
  }, 60_000);

  it('counts in full a short search with fewer matches, and any search of three letters or more', async () => {
    await seeded();
    // A pair of letters read in the list's order (more matches than FEW_TO_SORT, 500 here), but fewer than the count goes to.
    const pairs = ['ov', 'ev', 'an', 'in', 'ar', 'ri', 'ah', 'na', 'ni', 'ra', 'er', 'le', 'el', 'am', 'ma', 'ex'];
    let tried = 0;
    for (const pair of pairs) {
      const matches = (await allMatches(pair)).length;
      if (matches < 500 || matches >= SHORT_SEARCH_COUNTED) continue;
      tried++;
      expect(await core.call('clients.list', { search: pair, sort, limit: 100 }), pair).toMatchObject({ total: matches, totalIsExact: true });
    }
    expect(tried).toBeGreaterThan(0);
    const long = (await allMatches('example')).length; // the demo's email addresses
    expect(long).toBeGreaterThan(SHORT_SEARCH_COUNTED);
    expect(await core.call('clients.list', { search: 'example', sort, limit: 100 })).toMatchObject({ total: long, totalIsExact: true });
  }, 60_000);
});
