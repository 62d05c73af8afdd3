import { describe, expect, it } from 'vitest';
import { addClient, schedulingPractice } from '../support/scheduling';

describe('dashboard', () => {
  it('lists today, the next seven days, quiet clients and low credits', async () => {
    const { core, clock } = await schedulingPractice('2026-01-01T08:00:00Z');
    const zone = 'Europe/Sofia';
    const busy = await addClient(core, 'Busy Client');
    const quiet = await addClient(core, 'Quiet Client');
    const fresh = await addClient(core, 'Fresh Client');
    await addClient(core, 'Paused Client', { status: 'paused' });
    const archived = await addClient(core, 'Archived Client');
    await core.call('clients.archive', { id: archived.id, archived: true });

    const { session: old } = await core.call('sessions.create', { clientId: quiet.id, start: '2026-01-05T10:00', timeZone: zone, minutes: 60 });
    await core.call('sessions.setStatus', { id: old.id, status: 'completed' });
    await core.call('packages.create', { clientId: busy.id, sessionsCount: 2, purchasedOn: '2026-01-01' });
    const { session: held } = await core.call('sessions.create', { clientId: busy.id, start: '2026-02-09T09:00', timeZone: zone, minutes: 60 });
    await core.call('sessions.setStatus', { id: held.id, status: 'completed' });

    await addClient(core, 'Never Seen Client');
    clock.set('2026-02-09T06:00:00Z');
    await addClient(core, 'New Client'); // added yesterday, no session booked yet: not quiet
    clock.set('2026-02-10T06:00:00Z'); // 08:00 in Sofia
    const { session: today } = await core.call('sessions.create', { clientId: busy.id, start: '2026-02-10T17:00', timeZone: zone, minutes: 60 });
    const { session: lateTonight } = await core.call('sessions.create', { clientId: fresh.id, start: '2026-02-10T23:30', timeZone: zone, minutes: 30 });
    const { session: nextWeek } = await core.call('sessions.create', { clientId: busy.id, start: '2026-02-17T09:00', timeZone: zone, minutes: 60 });
    await core.call('sessions.create', { clientId: busy.id, start: '2026-02-18T09:00', timeZone: zone, minutes: 60 });
    const { session: cancelled } = await core.call('sessions.create', { clientId: busy.id, start: '2026-02-10T12:00', timeZone: zone, minutes: 60 });
    await core.call('sessions.cancel', { id: cancelled.id });

    const board = await core.call('dashboard.get', { timeZone: zone });
    expect(board.today.map((s) => s.id)).toEqual([today.id, lateTonight.id]);
    expect(board.nextDays.map((s) => s.id)).toEqual([nextWeek.id]);
    expect(board.quietClients.map((c) => c.clientName)).toEqual(['Never Seen Client', 'Quiet Client']);
    expect(board.quietClients.map((c) => c.lastSessionAt)).toEqual([null, old.start]);
    expect(board.lowCredits).toEqual([{ clientId: busy.id, clientName: 'Busy Client', clientCode: busy.code, remaining: 1 }]);

    // In Kuala Lumpur it is already evening, so the 23:30 Sofia session is tomorrow there.
    const elsewhere = await core.call('dashboard.get', { timeZone: 'Asia/Kuala_Lumpur' });
    expect(elsewhere.today.map((s) => s.id)).toEqual([today.id]);
  });

  it('lists a session that runs past midnight once, on the day it starts', async () => {
    // 10:00 on 10 March in Kuala Lumpur.
    const { core } = await schedulingPractice('2026-03-10T02:00:00Z');
    const KL = 'Asia/Kuala_Lumpur';
    const client = await addClient(core, 'Late Client', { timeZone: KL });
    const { session: tonight } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T23:30', timeZone: KL, minutes: 60 });
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-09T23:30', timeZone: KL, minutes: 60 });
    const board = await core.call('dashboard.get', { timeZone: KL });
    expect(board.today.map((s) => s.id)).toEqual([tonight.id]);
    expect(board.nextDays).toEqual([]);
  });
});
