import { describe, expect, it } from 'vitest';
import { soonAtWork } from '../../../src/renderer/src/calendar/work-hours';

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
