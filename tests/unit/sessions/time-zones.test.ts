import { describe, expect, it } from 'vitest';
import { addClient, localStart, schedulingPractice, sessionsOf } from '../support/scheduling';

async function weekly(zone: string, start: string, count: number) {
  const { core } = await schedulingPractice();
  const client = await addClient(core, 'Zone Client', { timeZone: zone });
  await core.call('sessions.create', { clientId: client.id, start, timeZone: zone, minutes: 60, repeat: `FREQ=WEEKLY;COUNT=${count}` });
  return { core, client, sessions: await sessionsOf(core, client.id) };
}

describe('time zones across daylight-saving changes', () => {
  it.each([
    ['Europe/Sofia', '2026-03-24T09:00', ['2026-03-24T07:00:00.000Z', '2026-03-31T06:00:00.000Z']],
    ['Europe/Sofia', '2026-10-20T09:00', ['2026-10-20T06:00:00.000Z', '2026-10-27T07:00:00.000Z']],
    ['America/New_York', '2026-03-03T09:00', ['2026-03-03T14:00:00.000Z', '2026-03-10T13:00:00.000Z']],
    ['America/New_York', '2026-10-27T09:00', ['2026-10-27T13:00:00.000Z', '2026-11-03T14:00:00.000Z']],
  ])('a weekly 09:00 in %s stays at 09:00 local from %s', async (zone, start, utc) => {
    const { sessions } = await weekly(zone, start, 2);
    expect(sessions.map((s) => s.start)).toEqual(utc);
    expect(sessions.map((s) => localStart(s, zone).slice(11))).toEqual(['09:00', '09:00']);
    expect(sessions.every((s) => s.minutes === 60 && s.timeZone === zone)).toBe(true);
  });

  it.each([
    ['Europe/Sofia', '2026-10-18T03:30', ['2026-10-18T00:30:00.000Z', '2026-10-25T00:30:00.000Z']],
    ['America/New_York', '2026-10-25T01:30', ['2026-10-25T05:30:00.000Z', '2026-11-01T05:30:00.000Z']],
  ])('takes a time in the hour repeated as daylight saving ends as its first occurrence, as calendar apps do (%s)', async (zone, start, utc) => {
    const { core, client, sessions } = await weekly(zone, start, 2);
    expect(sessions.map((s) => s.start)).toEqual(utc);
    const single = await core.call('sessions.create', { clientId: client.id, start: `${utc[1]!.slice(0, 10)}T${start.slice(11)}`, timeZone: zone, minutes: 30 });
    expect(single.session.start).toBe(utc[1]);
  });

  it('repeats a series begun in the years 0–99 in those years, not in the 1900s', async () => {
    const { core, client, sessions } = await weekly('UTC', '0026-03-03T09:00', 2);
    expect(sessions.map((s) => s.start)).toEqual(['0026-03-03T09:00:00.000Z', '0026-03-10T09:00:00.000Z']);
    await core.call('sessions.create', { clientId: client.id, start: '0096-02-22T09:00', timeZone: 'UTC', minutes: 60, repeat: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=00960307T235959' });
    const later = (await sessionsOf(core, client.id)).slice(2);
    // 96 was a leap year, and 22 February a Wednesday (as in 2096, 2,000 years on).
    expect(later.map((s) => s.start)).toEqual(['0096-02-22T09:00:00.000Z', '0096-02-29T09:00:00.000Z', '0096-03-07T09:00:00.000Z']);
  });

  it('moving a whole series across the change keeps its local time', async () => {
    const { core, client, sessions } = await weekly('Europe/Sofia', '2026-03-17T09:00', 3);
    await core.call('sessions.update', { id: sessions[0]!.id, scope: 'all', changes: { start: '2026-03-18T09:00' } });
    const after = await sessionsOf(core, client.id);
    expect(after.map((s) => localStart(s, 'Europe/Sofia'))).toEqual(['2026-03-18 09:00', '2026-03-25 09:00', '2026-04-01 09:00']);
  });

  it('takes an instant with an offset as that instant, whatever the zone', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Offset Client', { timeZone: 'Asia/Tehran' });
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-06-01T10:00+03:30', timeZone: 'Asia/Tehran', minutes: 50 });
    expect(session.start).toBe('2026-06-01T06:30:00.000Z');
    expect(session.clientTimeZone).toBe('Asia/Tehran');
    expect(localStart(session, 'Asia/Kuala_Lumpur')).toBe('2026-06-01 14:30');
  });

  it('refuses a wall-clock time that does not exist on the calendar', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Typo Client');
    await expect(core.call('sessions.create', { clientId: client.id, start: '2026-02-30T09:00', minutes: 60 })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('refuses a session ending after the year 9999, which would be stored out of time order, with a message saying so', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Far Future', { timeZone: 'UTC' });
    const refused = { code: 'INVALID_INPUT', message: expect.stringContaining('9999') };
    await expect(core.call('sessions.create', { clientId: client.id, start: '9999-12-31T23:30', timeZone: 'UTC', minutes: 60 })).rejects.toMatchObject(refused);
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '9999-12-31T22:00', timeZone: 'UTC', minutes: 60 });
    await expect(core.call('sessions.update', { id: session.id, changes: { minutes: 180 } })).rejects.toMatchObject(refused);
    expect((await sessionsOf(core, client.id)).map((s) => s.end)).toEqual(['9999-12-31T23:00:00.000Z']);
  });

  it('stores a zone typed in another case by its IANA name, so the .ics file finds its VTIMEZONE', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Case Client', { timeZone: 'europe/sofia' });
    expect(client.timeZone).toBe('Europe/Sofia');
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-04-02T10:00', timeZone: 'europe/sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=3' });
    expect(session.timeZone).toBe('Europe/Sofia');
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('DTSTART;TZID=Europe/Sofia:20260402T100000');
    expect(ics).not.toMatch(/europe\/sofia/);
  });

  it('changes only the case of a zone, never the zone the coach chose for another name of it', async () => {
    const { core } = await schedulingPractice();
    // ICU's own names for these are Asia/Calcutta, America/New_York and UTC.
    for (const [typed, stored] of [['Asia/Kolkata', 'Asia/Kolkata'], ['US/Eastern', 'US/Eastern'], ['Etc/UTC', 'Etc/UTC'], ['utc', 'UTC'], ['ASIA/TEHRAN', 'Asia/Tehran']]) {
      expect((await addClient(core, `Client ${typed}`, { timeZone: typed })).timeZone, typed).toBe(stored);
    }
  });
});
