import { describe, expect, it, vi } from 'vitest';
import { addClient, schedulingPractice } from '../support/scheduling';

vi.mock('../../../src/renderer/src/scheduling/queries', () => ({ COACH_TIME_ZONE: 'Europe/Sofia' }));
const { draftOf, sameTimeWeeksOn } = await import('../../../src/renderer/src/calendar/session-draft');

describe('the next session, from the one before', () => {
  it('is at the same time a week on, or as many weeks as it takes to be ahead of now', () => {
    const now = new Date('2026-03-02T07:00:00Z'); // Monday 09:00 in Sofia
    expect(sameTimeWeeksOn('2026-02-27T10:00', 'Europe/Sofia', now)).toBe('2026-03-06T10:00');
    expect(sameTimeWeeksOn('2026-02-23T10:00', 'Europe/Sofia', now)).toBe('2026-03-02T10:00');
    expect(sameTimeWeeksOn('2026-02-23T08:30', 'Europe/Sofia', now)).toBe('2026-03-09T08:30');
    expect(sameTimeWeeksOn('2024-01-01T18:00', 'Asia/Tehran', now)).toBe('2026-03-02T18:00');
    // A session still to come is followed a week after it.
    expect(sameTimeWeeksOn('2026-03-04T10:00', 'Europe/Sofia', now)).toBe('2026-03-11T10:00');
  });

  it('keeps its wall-clock time across a change of summer time', () => {
    expect(sameTimeWeeksOn('2026-03-24T10:00', 'Europe/Sofia', new Date('2026-03-25T00:00:00Z'))).toBe('2026-03-31T10:00');
  });

  it('takes the client, length, kind, place, zone and reminder, and not the title, pro bono or repetition', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Weekly Client');
    await core.call('sessions.create', {
      clientId: client.id,
      start: '2026-03-03T19:30',
      timeZone: 'Asia/Tehran',
      minutes: 45,
      type: 'in_person',
      location: 'Room 4',
      title: 'Intake',
      reminderMinutes: 30,
      proBono: true,
      repeat: 'FREQ=WEEKLY;COUNT=2',
    });
    const [first] = await core.call('sessions.list', { clientId: client.id });
    const draft = draftOf(undefined, { after: first! }, 60, new Date('2026-03-04T00:00:00Z'));
    expect(draft).toEqual({
      clientId: client.id,
      start: '2026-03-10T19:30',
      minutes: 45,
      timeZone: 'Asia/Tehran',
      type: 'in_person',
      location: 'Room 4',
      title: '',
      reminder: 30,
      proBono: false,
      repeat: null,
      scope: 'this',
    });
  });
});
