import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { endRuleBefore, expandRule, normaliseRule, rebaseRule, withCount } from '../../../src/core/sessions/recurrence';
import { monthFacts } from '../../../src/shared/scheduling/month-facts';
import { buildRepeatRule, formatRepeatRule, parseRepeatRule, repeatChoiceOf } from '../../../src/shared/scheduling/repeat-rule';

const TEHRAN = 'Asia/Tehran';
// Read back by ICU, not by the code under test: "1405-02-01 Tue 09:00".
const jalaliFormat = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', timeZone: 'UTC' });
function jalali(moment: DateTime): string {
  const parts = Object.fromEntries(jalaliFormat.formatToParts(new Date(`${moment.toISODate()}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.weekday} ${moment.toFormat('HH:mm')}`;
}
const expand = (rule: string, start: string, zone = TEHRAN) => expandRule(rule, start, zone).map(jalali);

// 1 Farvardin 1405 is Saturday 21 March 2026.
const NOWRUZ = '2026-03-21T09:00:00';

describe('monthly series in Jalali months (RSCALE=PERSIAN)', () => {
  it('meets on the same Jalali day each month, not the same Gregorian one', () => {
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=4', NOWRUZ)).toEqual(['1405-01-01 Sat 09:00', '1405-02-01 Tue 09:00', '1405-03-01 Fri 09:00', '1405-04-01 Mon 09:00']);
  });

  it('leaves out the months that have no such day (SKIP=OMIT): the 31st of Shahrivar comes back in Farvardin', () => {
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=3', '2026-09-22T09:00:00')).toEqual(['1405-06-31 Tue 09:00', '1406-01-31 Tue 09:00', '1406-02-31 Fri 09:00']);
    // 30 Esfand exists only in a leap year: 1403 has it, 1404 does not.
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;INTERVAL=12;COUNT=2', '2025-03-20T09:00:00')).toEqual(['1403-12-30 Thu 09:00', '1408-12-30 Wed 09:00']);
  });

  it('counts every second Jalali month with INTERVAL=2', () => {
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;INTERVAL=2;COUNT=4', NOWRUZ)).toEqual(['1405-01-01 Sat 09:00', '1405-03-01 Fri 09:00', '1405-05-01 Thu 09:00', '1405-07-01 Wed 09:00']);
  });

  it('finds the first Tuesday and the last Friday of each Jalali month', () => {
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=1TU;COUNT=3', '2026-03-24T09:00:00')).toEqual(['1405-01-04 Tue 09:00', '1405-02-01 Tue 09:00', '1405-03-05 Tue 09:00']);
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=-1FR;COUNT=3', '2026-04-17T09:00:00')).toEqual(['1405-01-28 Fri 09:00', '1405-02-25 Fri 09:00', '1405-03-29 Fri 09:00']);
  });

  it('counts BYMONTHDAY from the end of the Jalali month when negative', () => {
    // The last day: 31 in the first six months, 30 after, 29 in Esfand of a common year.
    const days = expand('RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=12', '2026-04-20T09:00:00');
    expect(days.map((d) => d.slice(0, 10))).toEqual([
      '1405-01-31', '1405-02-31', '1405-03-31', '1405-04-31', '1405-05-31', '1405-06-31',
      '1405-07-30', '1405-08-30', '1405-09-30', '1405-10-30', '1405-11-30', '1405-12-29',
    ]);
  });

  it('ends on an UNTIL wall-clock time', () => {
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;UNTIL=20260722T235959', NOWRUZ)).toEqual(['1405-01-01 Sat 09:00', '1405-02-01 Tue 09:00', '1405-03-01 Fri 09:00', '1405-04-01 Mon 09:00']);
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;UNTIL=20260723T085959', NOWRUZ)).toHaveLength(4);
    expect(expand('RSCALE=PERSIAN;FREQ=MONTHLY;UNTIL=20260723T090000', NOWRUZ)).toHaveLength(5);
  });

  it('keeps 09:00 in Tehran, and stops at the longest series allowed', () => {
    const sessions = expandRule('RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=520', NOWRUZ, TEHRAN);
    expect(sessions).toHaveLength(520);
    expect(new Set(sessions.map((s) => s.toFormat('HH:mm')))).toEqual(new Set(['09:00']));
    expect(sessions[1]!.toUTC().toISO()).toBe('2026-04-21T05:30:00.000Z');
    expect(jalali(sessions.at(-1)!)).toBe('1448-04-01 Fri 09:00');
  });

  it('moves "the second Tuesday" and "the 1st" by the Jalali month when the whole series moves', () => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: TEHRAN });
    // 31 March 2026 is the last Tuesday of March but the second of Farvardin.
    expect(rebaseRule('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=1TU;COUNT=6', at('2026-03-24T09:00'), at('2026-03-31T09:00'))).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=2TU;COUNT=6');
    expect(rebaseRule('RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=1;COUNT=6', at('2026-03-21T09:00'), at('2026-03-25T09:00'))).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=5;COUNT=6');
    const moved = rebaseRule('RSCALE=PERSIAN;FREQ=MONTHLY;UNTIL=20260722T235959', at('2026-03-21T09:00'), at('2026-03-22T09:00'));
    expect(expand(moved, '2026-03-22T09:00:00').map((d) => d.slice(0, 10))).toEqual(['1405-01-02', '1405-02-02', '1405-03-02', '1405-04-02']);
  });

  it('keeps its calendar when split, recounted or checked', () => {
    const rule = 'RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=1TU;COUNT=6';
    expect(endRuleBefore(rule, DateTime.fromISO('2026-05-26T09:00', { zone: TEHRAN }))).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=1TU;UNTIL=20260526T085959');
    expect(withCount(rule, 3)).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=1TU;COUNT=3');
    expect(normaliseRule('FREQ=MONTHLY;RSCALE=persian;UNTIL=20260722', TEHRAN)).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;UNTIL=20260722T235959');
  });
});

describe('the RSCALE part of a rule', () => {
  it('is read and written first, and left out for Gregorian and weekly rules', () => {
    const parts = parseRepeatRule('RRULE:FREQ=MONTHLY;RSCALE=PERSIAN;BYDAY=-1FR;COUNT=3');
    expect(parts).toMatchObject({ calendar: 'persian', byDay: ['-1FR'] });
    expect(formatRepeatRule(parts as never)).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=-1FR;COUNT=3');
    expect(formatRepeatRule(parseRepeatRule('RSCALE=GREGORIAN;FREQ=MONTHLY;COUNT=3') as never)).toBe('FREQ=MONTHLY;COUNT=3');
    expect(formatRepeatRule(parseRepeatRule('RSCALE=PERSIAN;FREQ=WEEKLY;COUNT=3') as never)).toBe('FREQ=WEEKLY;COUNT=3');
  });

  it('refuses a calendar Coachdesk does not know, saying which it does', () => {
    expect(parseRepeatRule('RSCALE=HEBREW;FREQ=MONTHLY;COUNT=3')).toEqual({ problem: 'RSCALE=HEBREW is not supported; use GREGORIAN or PERSIAN' });
    expect(() => normaliseRule('RSCALE=HEBREW;FREQ=MONTHLY;COUNT=3', TEHRAN)).toThrow(/RSCALE=HEBREW/);
  });

  it('is built from the start date’s place in the Jalali month, and read back', () => {
    // Friday 17 April 2026 is 28 Farvardin, the last Friday of a 31-day month (April's last is the 24th).
    const facts = monthFacts('2026-04-17', 'persian');
    expect(facts).toEqual({ day: 28, weekday: 5, daysInMonth: 31 });
    const rule = buildRepeatRule({ every: 'month', interval: 1, monthlyBy: 'weekday', calendar: 'persian', ends: { count: 3 } }, facts);
    expect(rule).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=-1FR;COUNT=3');
    expect(repeatChoiceOf(rule)).toEqual({ every: 'month', interval: 1, monthlyBy: 'weekday', calendar: 'persian', ends: { count: 3 } });
    // 24 March 2026, 4 Farvardin, is the first Tuesday of Farvardin and the fourth of March.
    expect(buildRepeatRule({ every: 'month', interval: 1, monthlyBy: 'weekday', calendar: 'persian', ends: { count: 3 } }, monthFacts('2026-03-24', 'persian'))).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;BYDAY=1TU;COUNT=3');
    expect(buildRepeatRule({ every: 'week', interval: 1, monthlyBy: 'date', calendar: 'persian', ends: { count: 3 } }, facts)).toBe('FREQ=WEEKLY;COUNT=3');
  });
});
