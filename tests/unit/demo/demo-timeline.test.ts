import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/core/db/open';
import { makePractice } from '../support/practice';

/** 10 March 2026, 10:00 in Sofia, a Tuesday. */
const NOW = Date.parse('2026-03-10T08:00:00Z');
const ZONE = 'Europe/Sofia';

async function practiceOf(clients: number) {
  const { core } = await makePractice({ now: () => NOW });
  await core.call('demo.seed', { clients, sessionsPerClient: 20, notesPerClient: 2, seed: 3, timeZone: ZONE });
  return { core, db: core.vault.db };
}

const around = (db: Db) =>
  db.prepare("SELECT client_id, starts_at, status FROM sessions WHERE starts_at >= '2026-02-24' AND starts_at < '2026-03-24' ORDER BY starts_at, client_id").all();

describe('a demo practice at a bigger size', () => {
  it('is a longer history, not a busier week: today, the calendar and the dashboard are the same as a small practice', async () => {
    const small = await practiceOf(60);
    const big = await practiceOf(600);

    expect(around(big.db)).toEqual(around(small.db));
    expect((around(small.db) as unknown[]).length).toBeGreaterThan(10);
    const current = (db: Db) => db.prepare("SELECT count(*) FROM clients WHERE status IN ('active', 'prospect')").pluck().get();
    expect(current(big.db)).toBe(current(small.db));
    expect(await big.core.call('dashboard.get', { timeZone: ZONE })).toEqual(await small.core.call('dashboard.get', { timeZone: ZONE }));

    // The rest of the big practice lies in the past, about a full-time coach's week at a time.
    const perYear = big.db
      .prepare("SELECT substr(starts_at, 1, 4) AS year, count(*) AS sessions FROM sessions WHERE starts_at < '2025-01-01' GROUP BY year ORDER BY year")
      .all() as { year: string; sessions: number }[];
    expect(perYear.length).toBeGreaterThan(3);
    for (const { sessions } of perYear.slice(1, -1)) expect(sessions).toBeLessThan(52 * 30 * 1.5);
    expect(big.db.prepare("SELECT count(*) FROM sessions WHERE starts_at >= '2027-06-01'").pluck().get()).toBe(0);
  });

  // One or two sessions each make no series; two hundred make monthly series longer than 200 × 30 days.
  it.each([1, 2, 200])('books no session from today on for a client whose coaching ended, with %i sessions each', async (sessionsPerClient) => {
    const now = Date.parse('2026-03-29T07:00:00Z');
    const { core } = await makePractice({ now: () => now });
    await core.call('demo.seed', { clients: 60, sessionsPerClient, notesPerClient: 1, seed: 1, timeZone: ZONE });
    const db = core.vault.db;
    const booked = db
      .prepare("SELECT c.id, s.starts_at FROM sessions s JOIN clients c ON c.id = s.client_id WHERE c.status IN ('completed', 'paused') AND s.starts_at >= '2026-03-28T22:00:00.000Z'")
      .all();
    expect(booked).toEqual([]);
    expect(db.prepare("SELECT count(*) FROM clients WHERE status IN ('completed', 'paused')").pluck().get()).toBeGreaterThan(10);
    expect(db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(60 * sessionsPerClient);
  });
});
