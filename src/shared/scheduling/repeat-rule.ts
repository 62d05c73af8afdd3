/**
 * Coachdesk's subset of RFC 5545 recurrence rules, shared by the schedule dialog (which
 * builds them) and the core (which checks and expands them): weekly or monthly, every N,
 * ending after COUNT occurrences or on an UNTIL date. Wall-clock times, no DTSTART.
 * A monthly rule may follow the months of the Persian (Jalali) calendar with RFC 7529's
 * RSCALE=PERSIAN; days a month lacks are left out (RFC 7529's default SKIP=OMIT).
 */
export const MAX_OCCURRENCES = 520;

/** Whose months a monthly rule counts: RFC 7529's RSCALE, lower-cased. */
export type RuleCalendar = 'gregorian' | 'persian';
const SCALES: Record<string, RuleCalendar> = { GREGORIAN: 'gregorian', PERSIAN: 'persian' };

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type RuleWeekday = (typeof WEEKDAYS)[number];

export interface RepeatParts {
  freq: 'WEEKLY' | 'MONTHLY';
  interval: number;
  count: number | null;
  /** Wall-clock end, "YYYYMMDD" or "YYYYMMDDTHHMMSS" (a trailing Z is an instant). */
  until: string | null;
  /** e.g. ["TU"] weekly, ["2TU"] or ["-1FR"] monthly. */
  byDay: string[];
  byMonthDay: number[];
  /** Days and months above are of this calendar. */
  calendar: RuleCalendar;
}

const ALLOWED = new Set(['RSCALE', 'FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'WKST']);

/** Parses and checks a rule; returns a sentence saying what is wrong instead of throwing. */
export function parseRepeatRule(text: string): RepeatParts | { problem: string } {
  const body = text.trim().replace(/^RRULE:/i, '');
  const parts: RepeatParts = { freq: 'WEEKLY', interval: 1, count: null, until: null, byDay: [], byMonthDay: [], calendar: 'gregorian' };
  let freq: string | undefined;
  for (const pair of body.split(';').filter(Boolean)) {
    const [rawKey, value = ''] = pair.split('=');
    const key = rawKey!.trim().toUpperCase();
    if (!ALLOWED.has(key)) return { problem: `${key} is not supported; use RSCALE, FREQ, INTERVAL, COUNT or UNTIL, BYDAY, BYMONTHDAY` };
    const v = value.trim().toUpperCase();
    if (key === 'RSCALE') {
      const calendar = SCALES[v];
      if (!calendar) return { problem: `RSCALE=${v} is not supported; use GREGORIAN or PERSIAN` };
      parts.calendar = calendar;
    } else if (key === 'FREQ') freq = v;
    else if (key === 'INTERVAL') parts.interval = Number(v);
    else if (key === 'COUNT') parts.count = Number(v);
    else if (key === 'UNTIL') parts.until = v;
    else if (key === 'BYDAY') parts.byDay = v.split(',');
    else if (key === 'BYMONTHDAY') parts.byMonthDay = v.split(',').map(Number);
  }
  if (freq !== 'WEEKLY' && freq !== 'MONTHLY') return { problem: 'FREQ must be WEEKLY or MONTHLY' };
  parts.freq = freq;
  // Weeks are the same in every calendar: a weekly rule is kept plain, for readers without RSCALE.
  if (freq === 'WEEKLY') parts.calendar = 'gregorian';
  if (!Number.isInteger(parts.interval) || parts.interval < 1 || parts.interval > 52) return { problem: 'INTERVAL must be a whole number from 1 to 52' };
  if (parts.count === null && parts.until === null) return { problem: `a series must end: add COUNT (up to ${MAX_OCCURRENCES}) or UNTIL` };
  if (parts.count !== null && parts.until !== null) return { problem: 'use either COUNT or UNTIL, not both' };
  if (parts.count !== null && (!Number.isInteger(parts.count) || parts.count < 1 || parts.count > MAX_OCCURRENCES)) {
    return { problem: `COUNT must be a whole number from 1 to ${MAX_OCCURRENCES}` };
  }
  if (parts.until !== null && !/^\d{8}(T\d{6}Z?)?$/.test(parts.until)) return { problem: 'UNTIL must look like 20271231 or 20271231T235959Z' };
  const dayPattern = parts.freq === 'WEEKLY' ? /^(SU|MO|TU|WE|TH|FR|SA)$/ : /^([+-]?[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/;
  if (parts.byDay.some((d) => !dayPattern.test(d))) return { problem: 'BYDAY must list days like MO,TH (weekly) or 2TU, -1FR (monthly)' };
  if (parts.byMonthDay.some((d) => !Number.isInteger(d) || d === 0 || d < -31 || d > 31)) return { problem: 'BYMONTHDAY must be a day of the month' };
  return parts;
}

/** RSCALE comes first, as RFC 7529 asks; a Gregorian rule is written as plain RFC 5545 for readers that know no RSCALE. */
export function formatRepeatRule(parts: RepeatParts): string {
  const fields = parts.calendar === 'persian' ? ['RSCALE=PERSIAN'] : [];
  fields.push(`FREQ=${parts.freq}`);
  if (parts.interval !== 1) fields.push(`INTERVAL=${parts.interval}`);
  if (parts.byDay.length) fields.push(`BYDAY=${parts.byDay.join(',')}`);
  if (parts.byMonthDay.length) fields.push(`BYMONTHDAY=${parts.byMonthDay.join(',')}`);
  if (parts.count !== null) fields.push(`COUNT=${parts.count}`);
  if (parts.until !== null) fields.push(`UNTIL=${parts.until}`);
  return fields.join(';');
}

/** What the schedule dialog offers. */
export interface RepeatChoice {
  every: 'week' | 'month';
  interval: number;
  /** Monthly: on the same date (the 14th) or the same weekday (the second Tuesday). */
  monthlyBy: 'date' | 'weekday';
  /** Whose months a monthly series follows; a weekly one is written without a calendar. */
  calendar: RuleCalendar;
  ends: { count: number } | { until: string /* YYYY-MM-DD */ };
}

/** Which weekday of its month a date is: 1…4, or -1 for the last (so "last Friday" stays last). */
export function weekdayOfMonth(day: number, daysInMonth: number): number {
  return day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
}

/** Where a day falls in its month, in some calendar (see `monthFacts`). */
export interface DayFacts {
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  daysInMonth: number;
}

/**
 * Builds the rule for a series starting on a date, given as its parts in the session's zone
 * and in the choice's calendar (a Jalali day and month length for a Persian one).
 */
export function buildRepeatRule(choice: RepeatChoice, start: DayFacts): string {
  const byDay = choice.every === 'month' && choice.monthlyBy === 'weekday' ? [`${weekdayOfMonth(start.day, start.daysInMonth)}${WEEKDAYS[start.weekday]}`] : [];
  return formatRepeatRule({
    freq: choice.every === 'week' ? 'WEEKLY' : 'MONTHLY',
    interval: choice.interval,
    byDay,
    byMonthDay: [],
    calendar: choice.every === 'month' ? choice.calendar : 'gregorian',
    count: 'count' in choice.ends ? choice.ends.count : null,
    until: 'until' in choice.ends ? `${choice.ends.until.replaceAll('-', '')}T235959` : null,
  });
}

/** The dialog's choice for an existing rule, when it is one the dialog can show. */
export function repeatChoiceOf(rule: string): RepeatChoice | null {
  const parts = parseRepeatRule(rule);
  if ('problem' in parts) return null;
  const ends = parts.count !== null ? { count: parts.count } : { until: `${parts.until!.slice(0, 4)}-${parts.until!.slice(4, 6)}-${parts.until!.slice(6, 8)}` };
  return { every: parts.freq === 'WEEKLY' ? 'week' : 'month', interval: parts.interval, monthlyBy: parts.byDay.length ? 'weekday' : 'date', calendar: parts.calendar, ends };
}

export { WEEKDAYS as RULE_WEEKDAYS };
