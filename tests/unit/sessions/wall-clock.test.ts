import { describe, expect, it } from 'vitest';
import { dateFacts, toWallClock, wallClockToInstant } from '../../../src/renderer/src/scheduling/wall-clock';

describe('the schedule dialog’s wall-clock times', () => {
  it('reads and writes a zone’s local time on both sides of a daylight-saving change', () => {
    expect(wallClockToInstant('2026-03-28T09:00', 'Europe/Sofia')!.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(wallClockToInstant('2026-03-30T09:00', 'Europe/Sofia')!.toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(wallClockToInstant('2026-11-02T09:00', 'America/New_York')!.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(toWallClock('2026-03-30T06:00:00.000Z', 'Europe/Sofia')).toBe('2026-03-30T09:00');
    expect(toWallClock('2026-03-30T06:00:00.000Z', 'Asia/Tehran')).toBe('2026-03-30T09:30');
    expect(wallClockToInstant('2026-03-30', 'Europe/Sofia')).toBeNull();
  });

  it('takes a reading that happens twice, in the hour repeated when daylight saving ends, as the first, as the core does', () => {
    expect(wallClockToInstant('2026-10-25T03:30', 'Europe/Sofia')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallClockToInstant('2026-11-01T01:30', 'America/New_York')!.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(wallClockToInstant('2026-10-25T04:30', 'Europe/Sofia')!.toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('knows the weekday and month length a repeat rule needs', () => {
    expect(dateFacts('2026-03-10T10:00')).toEqual({ day: 10, weekday: 2, daysInMonth: 31 });
    expect(dateFacts('2028-02-29T10:00')).toEqual({ day: 29, weekday: 2, daysInMonth: 29 });
    // A Persian-scale rule's: Friday 17 April 2026 is 28 Farvardin, of 31 days; Esfand 1404 has 29.
    expect(dateFacts('2026-04-17T10:00', 'persian')).toEqual({ day: 28, weekday: 5, daysInMonth: 31 });
    expect(dateFacts('2026-03-20T10:00', 'persian')).toEqual({ day: 29, weekday: 5, daysInMonth: 29 });
  });
});
