import { describe, expect, it } from 'vitest';
import { buildRepeatRule, parseRepeatRule, repeatChoiceOf } from '../../../src/shared/scheduling/repeat-rule';

// Tuesday 10 March 2026 (second Tuesday), and Friday 27 March 2026 (last Friday).
const TUESDAY = { day: 10, weekday: 2, daysInMonth: 31 };
const LAST_FRIDAY = { day: 27, weekday: 5, daysInMonth: 31 };

describe('the schedule dialog’s repeat rules', () => {
  it('builds what the coach chose, and reads it back', () => {
    const weekly = buildRepeatRule({ every: 'week', interval: 2, monthlyBy: 'date', calendar: 'gregorian', ends: { count: 8 } }, TUESDAY);
    expect(weekly).toBe('FREQ=WEEKLY;INTERVAL=2;COUNT=8');
    const monthly = buildRepeatRule({ every: 'month', interval: 1, monthlyBy: 'weekday', calendar: 'gregorian', ends: { until: '2026-12-31' } }, TUESDAY);
    expect(monthly).toBe('FREQ=MONTHLY;BYDAY=2TU;UNTIL=20261231T235959');
    expect(repeatChoiceOf(monthly)).toEqual({ every: 'month', interval: 1, monthlyBy: 'weekday', calendar: 'gregorian', ends: { until: '2026-12-31' } });
    expect(buildRepeatRule({ every: 'month', interval: 1, monthlyBy: 'weekday', calendar: 'gregorian', ends: { count: 3 } }, LAST_FRIDAY)).toBe('FREQ=MONTHLY;BYDAY=-1FR;COUNT=3');
  });

  it('says what is wrong with a rule it cannot use', () => {
    expect(parseRepeatRule('FREQ=WEEKLY;BYHOUR=9;COUNT=2')).toEqual({ problem: expect.stringContaining('BYHOUR') });
    expect(parseRepeatRule('FREQ=WEEKLY;COUNT=2;UNTIL=20261231')).toEqual({ problem: expect.stringContaining('either') });
    expect(parseRepeatRule('FREQ=WEEKLY;INTERVAL=0;COUNT=2')).toEqual({ problem: expect.stringContaining('INTERVAL') });
    expect(parseRepeatRule('RRULE:freq=monthly;byday=2tu;count=4')).toMatchObject({ freq: 'MONTHLY', byDay: ['2TU'], count: 4 });
  });
});
