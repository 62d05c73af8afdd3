import { describe, expect, it } from 'vitest';
import { CoachDays, creditsOf } from '../../../src/core/clients/credits';
import { addClient, schedulingPractice } from '../support/scheduling';

describe('packages and credits', () => {
  it('counts completed and late-cancelled sessions, not pro bono or plain cancellations, and warns at one left', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Credit Client');
    const credits = await core.call('packages.create', { clientId: client.id, sessionsCount: 4, priceMinor: 48000, currency: 'EUR', purchasedOn: '2026-03-01' });
    expect(credits).toMatchObject({ remaining: 4, used: 0, warning: 'none' });

    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-02T10:00', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=6' });
    const ids = (await core.call('sessions.list', { clientId: client.id })).map((s) => s.id);
    expect(ids[0]).toBe(session.id);
    await core.call('sessions.setStatus', { id: ids[0]!, status: 'completed' });
    await core.call('sessions.cancel', { id: ids[1]!, late: true });
    await core.call('sessions.cancel', { id: ids[2]! });
    await core.call('sessions.setStatus', { id: ids[3]!, status: 'no_show' });
    await core.call('sessions.update', { id: ids[4]!, changes: { proBono: true } });
    await core.call('sessions.setStatus', { id: ids[4]!, status: 'completed' });
    expect(await core.call('packages.list', { clientId: client.id })).toMatchObject({ remaining: 2, used: 2, uncovered: 0, warning: 'none' });

    await core.call('sessions.setStatus', { id: ids[5]!, status: 'completed' });
    expect(await core.call('packages.list', { clientId: client.id })).toMatchObject({ remaining: 1, used: 3, warning: 'last' });
  });

  it('draws from the oldest package first, skips expired ones and reports what no package covers', async () => {
    const { core } = await schedulingPractice('2026-06-01T08:00:00Z');
    const client = await addClient(core, 'Two Packages');
    await core.call('packages.create', { clientId: client.id, sessionsCount: 1, purchasedOn: '2026-01-01', expiresOn: '2026-02-28' });
    const { packages } = await core.call('packages.create', { clientId: client.id, sessionsCount: 2, purchasedOn: '2026-03-01' });
    for (const start of ['2026-01-10T10:00', '2026-03-10T10:00', '2026-03-17T10:00', '2026-03-24T10:00']) {
      const { session } = await core.call('sessions.create', { clientId: client.id, start, minutes: 60 });
      await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
    }
    const credits = await core.call('packages.list', { clientId: client.id });
    expect(credits.packages.map((p) => [p.used, p.remaining, p.expired])).toEqual([[1, 0, true], [2, 0, false]]);
    expect(credits).toMatchObject({ remaining: 0, uncovered: 1, warning: 'empty' });

    const afterDelete = await core.call('packages.delete', { id: packages[1]!.id });
    expect(afterDelete.packages).toHaveLength(1);
    const edited = await core.call('packages.update', { id: packages[0]!.id, changes: { sessionsCount: 10, expiresOn: null } });
    expect(edited).toMatchObject({ remaining: 6, warning: 'none' });
  });

  it("reads a package's dates in the coach's zone, not in UTC", async () => {
    const { core, clock } = await schedulingPractice('2026-06-01T05:00:00Z');
    const client = await addClient(core, 'Early Riser');
    await core.call('packages.create', { clientId: client.id, sessionsCount: 5, purchasedOn: '2026-05-01', expiresOn: '2026-05-31' });
    // 02:00 on 1 June in Sofia, still 31 May in UTC: after the package expired.
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-06-01T02:00', timeZone: 'Europe/Sofia', minutes: 60 });
    await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
    const inSofia = creditsOf(core.vault.db, client.id, new CoachDays(clock.now(), 'Europe/Sofia'));
    expect(inSofia).toMatchObject({ uncovered: 1, used: 0, remaining: 0, warning: 'empty' });
    expect(inSofia.packages[0]).toMatchObject({ used: 0, expired: true });
    expect(creditsOf(core.vault.db, client.id, new CoachDays(clock.now(), 'UTC'))).toMatchObject({ uncovered: 0, used: 1 });

    // 00:30 on 11 June in Sofia: a package that ran to 10 June has expired, and the dashboard says so.
    const other = await addClient(core, 'Out Of Credits');
    await core.call('clients.update', { id: other.id, changes: { status: 'active' } });
    await core.call('packages.create', { clientId: other.id, sessionsCount: 3, purchasedOn: '2026-05-01', expiresOn: '2026-06-10' });
    clock.set('2026-06-10T21:30:00Z');
    const { lowCredits } = await core.call('dashboard.get', { timeZone: 'Europe/Sofia' });
    expect(lowCredits.map((c) => c.clientName)).toContain('Out Of Credits');
  });

  it('leaves sessions held before a package was bought out of it', async () => {
    const { core } = await schedulingPractice('2026-03-05T08:00:00Z');
    const client = await addClient(core, 'Pay As You Go');
    for (const start of ['2026-01-06T10:00', '2026-01-13T10:00', '2026-01-20T10:00']) {
      const { session } = await core.call('sessions.create', { clientId: client.id, start, minutes: 60, timeZone: 'Europe/Sofia' });
      await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
    }
    const credits = await core.call('packages.create', { clientId: client.id, sessionsCount: 4, purchasedOn: '2026-03-01' });
    expect(credits).toMatchObject({ remaining: 4, uncovered: 3 });
    expect((await core.call('dashboard.get', { timeZone: 'Europe/Sofia' })).lowCredits).toEqual([]);
  });
});

