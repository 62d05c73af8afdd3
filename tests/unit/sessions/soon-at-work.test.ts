import { describe, expect, it } from 'vitest';
import { freeSoonAtWork, soonAtWork } from '../../../src/renderer/src/calendar/work-hours';

const WEEKDAYS = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
// Local times: 7 December 2026 is a Monday.
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 11, day, hours, minutes);

describe('when a session booked without a time starts', () => {
  it('is the next half hour within the working day', () => {
    expect(soonAtWork(at(7, 10, 10), WEEKDAYS)).toEqual(at(7, 10, 30));
    expect(soonAtWork(at(7, 10, 40), WEEKDAYS)).toEqual(at(7, 11));
    expect(soonAtWork(at(7, 8, 45), WEEKDAYS)).toEqual(at(7, 9));
  });

  it('is the next working day’s start before work, after it, and at the weekend', () => {
    expect(soonAtWork(at(7, 5, 40), WEEKDAYS)).toEqual(at(7, 9));
    expect(soonAtWork(at(7, 16, 40), WEEKDAYS)).toEqual(at(8, 9));
    expect(soonAtWork(at(11, 22), WEEKDAYS)).toEqual(at(14, 9));
    expect(soonAtWork(at(12, 11), WEEKDAYS)).toEqual(at(14, 9));
  });

  it('is the next half hour when no working day is set', () => {
    expect(soonAtWork(at(7, 5, 40), { days: [], start: '09:00', end: '17:00' })).toEqual(at(7, 6));
  });
});

describe('when a session booked without a time starts, with sessions already booked', () => {
  const booked = (day: number, hours: number, minutes: number, length = 60) => ({ start: at(day, hours, minutes), end: new Date(at(day, hours, minutes).getTime() + length * 60_000) });

  it('is the next half hour free for the whole session', () => {
    expect(freeSoonAtWork(at(7, 9, 10), WEEKDAYS, 60, [booked(7, 10, 0)])).toEqual(at(7, 11));
    // 9:30 is free, but an hour from it is not.
    expect(freeSoonAtWork(at(7, 9, 10), WEEKDAYS, 60, [booked(7, 10, 15, 30)])).toEqual(at(7, 11));
    expect(freeSoonAtWork(at(7, 9, 10), WEEKDAYS, 30, [booked(7, 10, 0)])).toEqual(at(7, 9, 30));
    // Back to back, and one running past the half hour.
    expect(freeSoonAtWork(at(7, 9, 10), WEEKDAYS, 60, [booked(7, 9, 30), booked(7, 10, 30, 45)])).toEqual(at(7, 11, 30));
  });

  it('is the next working day’s start when the day is full', () => {
    const day = [9, 10, 11, 12, 13, 14, 15, 16].map((hour) => booked(7, hour, 0));
    expect(freeSoonAtWork(at(7, 8, 50), WEEKDAYS, 60, day)).toEqual(at(8, 9));
  });

  it('is the first soon time when nothing is free all week', () => {
    const week = Array.from({ length: 10 }, (_, day) => ({ start: at(7 + day, 0, 0), end: at(8 + day, 0, 0) }));
    expect(freeSoonAtWork(at(7, 9, 10), WEEKDAYS, 60, week)).toEqual(at(7, 9, 30));
  });
});
