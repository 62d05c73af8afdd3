import { describe, expect, it } from 'vitest';
import { expandIcs } from '../support/ics';
import { addClient, localStart, schedulingPractice, sessionsOf } from '../support/scheduling';

const SOFIA = 'Europe/Sofia';

/** Six Tuesdays at 10:00 Sofia time, 3 March – 7 April 2026 (clocks change on 29 March). */
async function weeklySeries(clockStart = '2026-03-01T08:00:00Z') {
  const { core, clock } = await schedulingPractice(clockStart);
  const client = await addClient(core, 'Mila Ivanova');
  const created = await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=6', title: 'Career coaching' });
  const sessions = await sessionsOf(core, client.id);
  return { core, clock, client, created, sessions };
}

const local = (list: { start: string }[]) => list.map((s) => localStart(s, SOFIA));

describe('recurring series', () => {
  it('creates one row per occurrence, all at 10:00 local', async () => {
    const { created, sessions } = await weeklySeries();
    expect(created.occurrences).toBe(6);
    expect(local(sessions)).toEqual(['2026-03-03 10:00', '2026-03-10 10:00', '2026-03-17 10:00', '2026-03-24 10:00', '2026-03-31 10:00', '2026-04-07 10:00']);
    expect(new Set(sessions.map((s) => s.seriesId))).toEqual(new Set([created.seriesId]));
  });

  it('moves only this occurrence, keeping the others and every id', async () => {
    const { core, client, sessions } = await weeklySeries();
    const third = sessions[2]!;
    const { session, affected } = await core.call('sessions.update', { id: third.id, scope: 'this', changes: { start: '2026-03-18T11:30', minutes: 90 } });
    expect(affected).toBe(1);
    expect(localStart(session, SOFIA)).toBe('2026-03-18 11:30');
    expect(session.minutes).toBe(90);
    expect(session.occurrenceStart).toBe(third.occurrenceStart);
    const after = await sessionsOf(core, client.id);
    expect(after.map((s) => s.id)).toEqual(sessions.map((s) => s.id));
    expect(local(after)).toEqual(['2026-03-03 10:00', '2026-03-10 10:00', '2026-03-18 11:30', '2026-03-24 10:00', '2026-03-31 10:00', '2026-04-07 10:00']);
  });

  it('changes this and the following occurrences, splitting the series but keeping rows', async () => {
    const { core, client, sessions } = await weeklySeries();
    const fourth = sessions[3]!;
    await core.call('sessions.update', { id: fourth.id, scope: 'following', changes: { start: '2026-03-24T12:00', title: 'Leadership' } });
    const after = await sessionsOf(core, client.id);
    expect(after.map((s) => s.id)).toEqual(sessions.map((s) => s.id));
    expect(local(after)).toEqual(['2026-03-03 10:00', '2026-03-10 10:00', '2026-03-17 10:00', '2026-03-24 12:00', '2026-03-31 12:00', '2026-04-07 12:00']);
    expect(after.map((s) => s.title)).toEqual(['Career coaching', 'Career coaching', 'Career coaching', 'Leadership', 'Leadership', 'Leadership']);
    expect(after[3]!.seriesId).not.toBe(after[0]!.seriesId);
    expect(after[3]!.repeat).toBe('FREQ=WEEKLY;COUNT=3');
    expect(after[0]!.repeat).toMatch(/^FREQ=WEEKLY;UNTIL=20260324T095959$/);
  });

  it('moves all sessions still to come by a day, leaving the ones already held', async () => {
    const { core, clock, client, sessions } = await weeklySeries();
    clock.set('2026-03-12T09:00:00Z');
    await core.call('sessions.setStatus', { id: sessions[0]!.id, status: 'completed' });
    const edited = sessions[3]!;
    await core.call('sessions.update', { id: edited.id, scope: 'all', changes: { start: '2026-03-25T10:00' } });
    const after = await sessionsOf(core, client.id);
    expect(after.map((s) => s.id)).toEqual(sessions.map((s) => s.id));
    expect(local(after)).toEqual(['2026-03-03 10:00', '2026-03-10 10:00', '2026-03-18 10:00', '2026-03-25 10:00', '2026-04-01 10:00', '2026-04-08 10:00']);
    expect(after[0]!.status).toBe('completed');
  });

  it('moves every occurrence when none has happened yet, on the new weekday', async () => {
    const { core, client, sessions, created } = await weeklySeries();
    await core.call('sessions.update', { id: sessions[1]!.id, scope: 'all', changes: { start: '2026-03-12T09:00' } });
    const after = await sessionsOf(core, client.id);
    expect(local(after)).toEqual(['2026-03-05 09:00', '2026-03-12 09:00', '2026-03-19 09:00', '2026-03-26 09:00', '2026-04-02 09:00', '2026-04-09 09:00']);
    expect(new Set(after.map((s) => s.seriesId))).toEqual(new Set([created.seriesId]));
  });

  it('shortens a series by a rule change: unused future rows go, held ones stay as single sessions', async () => {
    const { core, client, sessions } = await weeklySeries();
    await core.call('sessions.setStatus', { id: sessions[5]!.id, status: 'completed' });
    const { affected } = await core.call('sessions.update', { id: sessions[0]!.id, scope: 'all', changes: { repeat: 'FREQ=WEEKLY;COUNT=3' } });
    expect(affected).toBeGreaterThan(0);
    const after = await sessionsOf(core, client.id);
    expect(after.map((s) => s.id)).toEqual([sessions[0]!.id, sessions[1]!.id, sessions[2]!.id, sessions[5]!.id]);
    expect(after[3]).toMatchObject({ seriesId: null, status: 'completed' });
  });

  it('switches a series to every two weeks, adding the rows the new rule needs', async () => {
    const { core, client, sessions } = await weeklySeries();
    await core.call('sessions.update', { id: sessions[0]!.id, scope: 'all', changes: { repeat: 'FREQ=WEEKLY;INTERVAL=2;COUNT=4' } });
    const after = await sessionsOf(core, client.id);
    expect(local(after)).toEqual(['2026-03-03 10:00', '2026-03-17 10:00', '2026-03-31 10:00', '2026-04-14 10:00']);
    expect(after.slice(0, 3).map((s) => s.id)).toEqual([sessions[0]!.id, sessions[2]!.id, sessions[4]!.id]);
  });

  it('cancels one, the following, or all occurrences; cancelled rows stay for history', async () => {
    const { core, client, sessions } = await weeklySeries();
    expect((await core.call('sessions.cancel', { id: sessions[1]!.id, scope: 'this', late: true })).cancelled).toBe(1);
    expect((await core.call('sessions.cancel', { id: sessions[4]!.id, scope: 'following' })).cancelled).toBe(2);
    const after = await sessionsOf(core, client.id);
    expect(after.map((s) => s.status)).toEqual(['scheduled', 'late_cancelled', 'scheduled', 'scheduled', 'cancelled', 'cancelled']);
    expect(after[0]!.repeat).toMatch(/UNTIL=20260331T095959/);

    expect((await core.call('sessions.cancel', { id: sessions[0]!.id, scope: 'all' })).cancelled).toBe(3);
    expect((await sessionsOf(core, client.id)).map((s) => s.status)).toEqual(['cancelled', 'late_cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(await core.call('sessions.list', { clientId: client.id, includeCancelled: false })).toEqual([]);
  });

  it('repeats monthly on the same weekday or the same date', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Reza Karimi');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T18:00', timeZone: SOFIA, minutes: 45, repeat: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=3' });
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-31T08:00', timeZone: SOFIA, minutes: 45, repeat: 'FREQ=MONTHLY;UNTIL=20260731' });
    expect(local(await sessionsOf(core, client.id))).toEqual([
      '2026-03-10 18:00',
      '2026-03-31 08:00',
      '2026-04-14 18:00',
      '2026-05-12 18:00',
      '2026-05-31 08:00',
      '2026-07-31 08:00',
    ]);
  });

  it('turns a single session into a series when given a rule', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Siti Aminah');
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-05T15:00', timeZone: SOFIA, minutes: 60 });
    const { affected } = await core.call('sessions.update', { id: session.id, changes: { repeat: 'FREQ=WEEKLY;INTERVAL=2;COUNT=3' } });
    expect(affected).toBe(3);
    const after = await sessionsOf(core, client.id);
    expect(after[0]!.id).toBe(session.id);
    expect(local(after)).toEqual(['2026-03-05 15:00', '2026-03-19 15:00', '2026-04-02 15:00']);
  });

  it('refuses rules it cannot honour, with a reason and nothing saved', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Open Ended');
    for (const repeat of ['FREQ=WEEKLY', 'FREQ=DAILY;COUNT=3', 'FREQ=WEEKLY;COUNT=9999', 'FREQ=WEEKLY;UNTIL=20200101']) {
      await expect(core.call('sessions.create', { clientId: client.id, start: '2026-03-05T15:00', minutes: 60, repeat })).rejects.toMatchObject({ code: 'INVALID_RECURRENCE' });
    }
    expect(await sessionsOf(core, client.id)).toEqual([]);
  });

  it('moves a monthly "2nd Tuesday" series a day later onto the 3rd Wednesday, session by session, and a later change keeps them', async () => {
    const { core } = await schedulingPractice('2026-04-01T08:00:00Z');
    const client = await addClient(core, 'Monthly Mover');
    await core.call('sessions.create', { clientId: client.id, start: '2026-04-14T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=4' });
    const before = await sessionsOf(core, client.id);
    await core.call('sessions.update', { id: before[0]!.id, scope: 'all', changes: { start: '2026-04-15T10:00' } });
    const moved = await sessionsOf(core, client.id);
    expect(local(moved)).toEqual(['2026-04-15 10:00', '2026-05-20 10:00', '2026-06-17 10:00', '2026-07-15 10:00']);
    expect(moved.map((s) => s.id)).toEqual(before.map((s) => s.id));

    await core.call('sessions.update', { id: moved[0]!.id, scope: 'all', changes: { repeat: 'FREQ=MONTHLY;BYDAY=3WE;COUNT=5' } });
    const longer = await sessionsOf(core, client.id);
    expect(local(longer)).toEqual([...local(moved), '2026-08-19 10:00']);
    expect(longer.slice(0, 4).map((s) => s.id)).toEqual(before.map((s) => s.id));
  });

  it('moves the end date of a series that ends on one with its last session, so the rule still holds every session', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Ends On A Date');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-09T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=WEEKLY;UNTIL=20260330' });
    const before = await sessionsOf(core, client.id);
    await core.call('sessions.update', { id: before[0]!.id, scope: 'all', changes: { start: '2026-03-10T10:00' } });
    const moved = await sessionsOf(core, client.id);
    expect(local(moved)).toEqual(['2026-03-10 10:00', '2026-03-17 10:00', '2026-03-24 10:00', '2026-03-31 10:00']);
    expect(moved[0]!.repeat).toBe('FREQ=WEEKLY;UNTIL=20260331T235959');
    expect(expandIcs((await core.call('calendar.exportIcs', { clientId: client.id })).ics).map((o) => o.start)).toEqual(moved.map((s) => s.start));

    // A "2nd Tuesday" series moved a day earlier: its last session, 14 July, moves to Monday 13 July.
    const monthly = await addClient(core, 'Monthly Until');
    await core.call('sessions.create', { clientId: monthly.id, start: '2026-04-14T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=MONTHLY;BYDAY=2TU;UNTIL=20260720' });
    const months = await sessionsOf(core, monthly.id);
    await core.call('sessions.update', { id: months[0]!.id, scope: 'all', changes: { start: '2026-04-13T10:00' } });
    const earlier = await sessionsOf(core, monthly.id);
    expect(local(earlier)).toEqual(['2026-04-13 10:00', '2026-05-11 10:00', '2026-06-08 10:00', '2026-07-13 10:00']);
    expect(earlier[0]!.repeat).toBe('FREQ=MONTHLY;BYDAY=2MO;UNTIL=20260713T235959');
  });
});
