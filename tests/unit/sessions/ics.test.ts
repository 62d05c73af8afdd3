import { describe, expect, it } from 'vitest';
import { expandIcs } from '../support/ics';
import { addClient, schedulingPractice, sessionsOf } from '../support/scheduling';

describe('calendar export (.ics)', () => {
  it('round-trips a series with a moved and a cancelled occurrence across a DST change', async () => {
    const { core } = await schedulingPractice();
    const mila = await addClient(core, 'Mila Ivanova', { code: 'MI-7' });
    await core.call('sessions.create', {
      clientId: mila.id, start: '2026-03-17T09:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=4', title: 'Career review', location: 'Studio 2',
    });
    const sessions = await sessionsOf(core, mila.id);
    await core.call('sessions.update', { id: sessions[1]!.id, changes: { start: '2026-03-25T16:00' } });
    await core.call('sessions.cancel', { id: sessions[2]!.id });
    const john = await addClient(core, 'John Carter', { timeZone: 'America/New_York' });
    await core.call('sessions.create', { clientId: john.id, start: '2026-03-09T09:00', timeZone: 'America/New_York', minutes: 45 });

    const { ics, events } = await core.call('calendar.exportIcs', {});
    expect(events).toBe(3); // the series, its moved occurrence, the single session
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Sofia');
    expect(ics).toContain('TZID:America/New_York');
    expect(ics).toContain('DTSTART;TZID=Europe/Sofia:20260317T090000');
    expect(ics).toContain('EXDATE;TZID=Europe/Sofia:20260331T090000');
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Sofia:20260324T090000');

    const parsed = expandIcs(ics);
    expect(parsed.map((o) => [o.summary, o.start, o.end])).toEqual([
      ['John Carter', '2026-03-09T13:00:00.000Z', '2026-03-09T13:45:00.000Z'],
      ['Mila Ivanova — Career review', '2026-03-17T07:00:00.000Z', '2026-03-17T08:00:00.000Z'],
      ['Mila Ivanova — Career review', '2026-03-25T14:00:00.000Z', '2026-03-25T15:00:00.000Z'],
      // After 29 March Sofia is UTC+3: still 09:00 local.
      ['Mila Ivanova — Career review', '2026-04-07T06:00:00.000Z', '2026-04-07T07:00:00.000Z'],
    ]);
    // What the calendar shows is what Coachdesk stores.
    const stored = (await core.call('sessions.list', { includeCancelled: false })).map((s) => s.start).sort();
    expect(parsed.map((o) => o.start)).toEqual(stored);
  });

  it('writes a cancelled occurrence of a series in UTC in UTC form, not with a TZID no VTIMEZONE defines', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Anywhere Online');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-17T09:00', timeZone: 'UTC', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=3' });
    await core.call('sessions.cancel', { id: (await sessionsOf(core, client.id))[1]!.id });
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('DTSTART:20260317T090000Z');
    expect(ics).toContain('EXDATE:20260324T090000Z');
    expect(ics).not.toContain('TZID=UTC');
    expect(expandIcs(ics).map((o) => o.start)).toEqual(['2026-03-17T09:00:00.000Z', '2026-03-31T09:00:00.000Z']);
  });

  it('writes a series whose past sessions were held or missed as one event, since the file shows neither', async () => {
    const { core, clock } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Weekly Client');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=4' });
    const [held, missed] = await sessionsOf(core, client.id);
    clock.set('2026-03-12T08:00:00Z');
    await core.call('sessions.setStatus', { id: held!.id, status: 'completed' });
    await core.call('sessions.setStatus', { id: missed!.id, status: 'no_show' });

    const { ics, events } = await core.call('calendar.exportIcs', {});
    expect(events).toBe(1);
    expect(ics).not.toContain('RECURRENCE-ID');
    const stored = (await sessionsOf(core, client.id)).map((s) => s.start);
    expect(expandIcs(ics).map((o) => o.start)).toEqual(stored);
  });

  it('shows client codes instead of names, and leaves out titles and places', async () => {
    const { core } = await schedulingPractice();
    const mila = await addClient(core, 'Mila Ivanova', { code: 'MI-7' });
    await core.call('sessions.create', { clientId: mila.id, start: '2026-03-17T09:00', timeZone: 'Europe/Sofia', minutes: 60, title: 'Mila and her manager', location: 'Home, Vitosha 1' });
    const { ics } = await core.call('calendar.exportIcs', { useCodes: true });
    expect(ics).not.toContain('Mila');
    expect(ics).not.toContain('Vitosha');
    expect(expandIcs(ics).map((o) => o.summary)).toEqual(['MI-7']);
  });

  it('leaves out clients in the trash and series whose every occurrence was cancelled', async () => {
    const { core } = await schedulingPractice();
    const gone = await addClient(core, 'Trashed Person');
    const kept = await addClient(core, 'Kept Person');
    await core.call('sessions.create', { clientId: gone.id, start: '2026-03-17T09:00', minutes: 60 });
    const { session } = await core.call('sessions.create', { clientId: kept.id, start: '2026-03-18T09:00', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=2' });
    await core.call('clients.trash', { id: gone.id });
    await core.call('sessions.cancel', { id: session.id, scope: 'all' });
    const { ics, events } = await core.call('calendar.exportIcs', {});
    expect(events).toBe(0);
    expect(ics).not.toContain('Trashed Person');
    expect(expandIcs(ics)).toEqual([]);
  });

  it('ends an UNTIL series in UTC, as RFC 5545 asks when DTSTART has a zone', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Until Client');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-02T18:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=MONTHLY;UNTIL=20260601' });
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('RRULE:FREQ=MONTHLY;UNTIL=20260502T150000Z');
    expect(expandIcs(ics).map((o) => o.start)).toEqual(['2026-03-02T16:00:00.000Z', '2026-04-02T15:00:00.000Z', '2026-05-02T15:00:00.000Z']);
  });
});
