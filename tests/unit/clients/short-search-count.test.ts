import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { SHORT_SEARCH_COUNTED } from '../../../src/core/clients/client-list';
import { seedDemo } from '../../../src/core/demo/seed';
import { makePractice } from '../support/practice';

const NOW = Date.parse('2026-03-10T08:00:00Z');
let core: Core;

/** A practice of 3,000 demo clients, most of them current (the cores close after each test). */
async function seeded(): Promise<void> {
  ({ core } = await makePractice({ now: () => NOW, idleLockTimer: false }));
  await seedDemo(() => core.vault.db, { clients: 3000, sessionsPerClient: 1, notesPerClient: 0, seed: 7, timeZone: 'Europe/Sofia', now: NOW });
}

/**
 * Sorted by name, a short search counts in full from the clients' letters (short-search-grams.test.ts);
 * in any other order it reads the clients in that order, as these tests do.
 */
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

  it('counts in full a short search with fewer matches, and any search of three letters or more', async () => {
    await seeded();
    // A pair of letters with more matches than a page holds, but fewer than the count goes to.
    const pairs = ['ov', 'ev', 'an', 'in', 'ar', 'ri', 'ah', 'na', 'ni', 'ra'];
    let tried = 0;
    for (const pair of pairs) {
      const matches = (await allMatches(pair)).length;
      if (matches <= 100 || matches >= SHORT_SEARCH_COUNTED) continue;
      tried++;
      expect(await core.call('clients.list', { search: pair, sort, limit: 100 }), pair).toMatchObject({ total: matches, totalIsExact: true });
    }
    expect(tried).toBeGreaterThan(0);
    const long = (await allMatches('example')).length; // the demo's email addresses
    expect(long).toBeGreaterThan(SHORT_SEARCH_COUNTED);
    expect(await core.call('clients.list', { search: 'example', sort, limit: 100 })).toMatchObject({ total: long, totalIsExact: true });
  }, 60_000);
});
