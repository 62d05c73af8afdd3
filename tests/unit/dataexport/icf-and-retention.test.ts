import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makePractice, tempDir } from '../support/practice';

async function held(core: Awaited<ReturnType<typeof makePractice>>['core'], clientId: number, start: string, minutes: number, proBono = false) {
  const { session } = await core.call('sessions.create', { clientId, start, minutes, timeZone: 'Asia/Tehran', proBono });
  await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
  return session;
}

describe('ICF coaching log', () => {
  it('sums completed hours, paid and pro bono, and names only clients who agreed', async () => {
    const { core } = await makePractice();
    const named = await core.call('clients.create', { fullName: 'Named Client', email: 'named@example.com', icfConsent: true, tags: [] });
    const shy = await core.call('clients.create', { fullName: 'Private Person', email: 'private@example.com', tags: [] });
    await held(core, named.id, '2026-01-10T20:30', 60);
    await held(core, named.id, '2026-02-10T09:00', 45);
    await held(core, named.id, '2026-03-01T09:00', 90, true);
    // Not coaching hours: booked, cancelled, no-show.
    await core.call('sessions.create', { clientId: named.id, start: '2026-04-01T09:00', minutes: 60, timeZone: 'Asia/Tehran' });
    const noShow = await core.call('sessions.create', { clientId: named.id, start: '2026-03-05T09:00', minutes: 60, timeZone: 'Asia/Tehran' });
    await core.call('sessions.setStatus', { id: noShow.session.id, status: 'no_show' });
    await held(core, shy.id, '2026-01-05T09:00', 30, true);
    // Clients in the trash are not listed.
    const gone = await core.call('clients.create', { fullName: 'Gone', tags: [] });
    await held(core, gone.id, '2026-01-05T09:00', 60);
    await core.call('clients.trash', { id: gone.id });

    const path = join(tempDir(), 'icf.csv');
    const summary = await core.call('export.icfLog', { path });
    expect(summary).toEqual({ path, clients: 2, anonymous: 1, paidHours: 1.75, proBonoHours: 2 });
    const { data } = Papa.parse<string[]>(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(data[0]).toEqual(['Client name', 'Email', 'Client code', 'Individual or group', 'First session', 'Last session', 'Paid hours', 'Pro bono hours']);
    expect(data.slice(1)).toEqual([
      ['', '', shy.code, 'Individual', '2026-01-05', '2026-01-05', '0.00', '0.50'],
      // 20:30 in Tehran is still 10 January there, whatever UTC says.
      ['Named Client', 'named@example.com', named.code, 'Individual', '2026-01-10', '2026-03-01', '1.75', '1.50'],
    ]);
    expect(readFileSync(path, 'utf8')).not.toContain('Private Person');
  });
});

describe('retention review', () => {
  it('lists completed clients whose coaching ended more than the set years ago, until kept', async () => {
    let now = Date.parse('2019-03-01T09:00:00Z');
    const { core } = await makePractice({ now: () => now });
    const old = await core.call('clients.create', { fullName: 'Finished Long Ago', status: 'completed', tags: [] });
    await held(core, old.id, '2019-03-10T09:00', 60);
    const agreementLater = await core.call('clients.create', { fullName: 'Agreement Ran Later', status: 'completed', agreement: { end: '2021-06-30' }, tags: [] });
    await held(core, agreementLater.id, '2019-03-11T09:00', 60);
    const stillActive = await core.call('clients.create', { fullName: 'Still Active', tags: [] });
    await held(core, stillActive.id, '2019-03-12T09:00', 60);
    const noSessions = await core.call('clients.create', { fullName: 'Never Met', status: 'completed', startDate: '2019-02-01', tags: [] });

    now = Date.parse('2026-06-01T09:00:00Z');
    const review = await core.call('retention.review', {});
    expect(review.years).toBe(7);
    expect(review.clients.map((c) => [c.fullName, c.endedOn])).toEqual([
      ['Never Met', '2019-02-01'],
      ['Finished Long Ago', '2019-03-10'],
    ]);
    await core.call('settings.update', { retentionYears: 4 });
    expect((await core.call('retention.review', {})).clients.map((c) => c.fullName)).toEqual(['Never Met', 'Finished Long Ago', 'Agreement Ran Later']);

    await core.call('retention.keep', { id: old.id });
    expect((await core.call('retention.review', {})).clients.map((c) => c.id)).not.toContain(old.id);
    // Kept for a year, then it comes back for review.
    now += 366 * 24 * 3600_000;
    expect((await core.call('retention.review', {})).clients.map((c) => c.id)).toContain(old.id);
    expect(noSessions.status).toBe('completed');
  });
});
