import { DateTime, type Zone } from 'luxon';
import { RRule } from 'rrule';
import { AppError } from '../../shared/errors';
import { monthFacts } from '../../shared/scheduling/month-facts';
import { formatRepeatRule, MAX_OCCURRENCES, parseRepeatRule, type RepeatParts, RULE_WEEKDAYS, weekdayOfMonth } from '../../shared/scheduling/repeat-rule';
import { persianMonthlyDays } from './persian-months';
import { rememberedZone } from './remembered-zone';
import { firstOfRepeated } from './time';

/**
 * Checks a rule and stores its end as a wall-clock time in the series' zone (an UNTIL given
 * as an instant is converted; a bare date means the end of that day), so expansion never
 * needs to know about offsets.
 */
export function normaliseRule(text: string, zone: string): string {
  const parts = parseRepeatRule(text);
  if ('problem' in parts) {
    throw new AppError('INVALID_RECURRENCE', `The repeat rule "${text}" cannot be used: ${parts.problem}.`, { problem: parts.problem });
  }
  if (parts.until) parts.until = wallClockUntil(parts.until, zone);
  return formatRepeatRule(parts);
}

function wallClockUntil(until: string, zone: string): string {
  if (/^\d{8}$/.test(until)) return `${until}T235959`;
  if (until.endsWith('Z')) return DateTime.fromFormat(until, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone(zone).toFormat("yyyyMMdd'T'HHmmss");
  return until;
}

/**
 * Every occurrence of a series, as instants in its zone. The rule runs on "floating" wall-clock
 * times (dates whose UTC fields are the local reading) and each result is then placed in the
 * zone, so 09:00 stays 09:00 local across daylight-saving changes.
 */
export function expandRule(rule: string, localStart: string, zone: string | Zone): DateTime[] {
  const start = DateTime.fromISO(localStart, { zone: 'utc' });
  // Placing hundreds of sessions asks the zone's offsets several times each (firstOfRepeated too).
  const placed = typeof zone === 'string' ? rememberedZone(zone) : zone;
  const occurrences = wallClocks(rule, start).map((wall) => firstOfRepeated(DateTime.fromObject(wall, { zone: placed })));
  if (occurrences.length === 0) throw new AppError('INVALID_RECURRENCE', 'That repeat rule ends before its first session. Choose a later end date.', { problem: 'ends before it starts' });
  return occurrences;
}

type WallClock = Pick<DateTime, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>;

/** A rule's occurrences as wall-clock readings; `start` is the first session's reading, as UTC fields. */
function wallClocks(rule: string, start: DateTime): WallClock[] {
  const parts = parseRepeatRule(rule);
  if (!('problem' in parts) && parts.calendar === 'persian') {
    const days = persianMonthlyDays(parts, start.toISODate()!, start.toFormat('HHmmss'));
    return days.map((day) => {
      const date = DateTime.fromISO(day, { zone: 'utc' });
      return { year: date.year, month: date.month, day: date.day, hour: start.hour, minute: start.minute, second: start.second };
    });
  }
  // rrule knows no RSCALE; a Gregorian one says nothing it does not already assume.
  const shift = start.year < 100 ? CALENDAR_CYCLES_YEARS : 0;
  const options = RRule.parseString(withoutScale(shift ? untilLater(rule, shift) : rule));
  const rrule = new RRule({ ...options, dtstart: start.plus({ years: shift }).toJSDate(), tzid: null });
  const dates = rrule.all((_, index) => index < MAX_OCCURRENCES);
  return dates.map((date) => ({ year: date.getUTCFullYear() - shift, month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() }));
}

/**
 * rrule makes its dates with `Date.UTC`, which reads the years 0–99 as 1900–1999. The
 * Gregorian calendar repeats every 400 years, weekdays and leap days alike, so a rule starting
 * then is run this many years later and its dates moved back.
 */
const CALENDAR_CYCLES_YEARS = 2000;

const untilLater = (rule: string, years: number) => rule.replace(/(UNTIL=)(\d{4})/i, (_, key: string, year: string) => `${key}${String(Number(year) + years).padStart(4, '0')}`);

const withoutScale = (rule: string) =>
  rule
    .split(';')
    .filter((field) => !/^(RRULE:)?RSCALE=/i.test(field.trim()))
    .join(';');

/** Occurrences of a (possibly truncated) series, without the error for an empty one. */
export function occurrencesOf(rule: string, localStart: string, zone: string): DateTime[] {
  try {
    return expandRule(rule, localStart, zone);
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

/** The same rule ending just before `moment` (for splitting a series). */
export function endRuleBefore(rule: string, moment: DateTime): string {
  const parts = parse(rule);
  return formatRepeatRule({ ...parts, count: null, until: moment.minus({ seconds: 1 }).toFormat("yyyyMMdd'T'HHmmss") });
}

export function withCount(rule: string, count: number): string {
  return formatRepeatRule({ ...parse(rule), count });
}

/**
 * When a whole series moves to another day, days named in the rule move with it: weekly
 * BYDAY shifts by the same number of days, a monthly "second Tuesday" follows the new date,
 * and a date it ends on moves to its last session's new day.
 */
export function rebaseRule(rule: string, from: DateTime, to: DateTime): string {
  if (from.toISODate() === to.toISODate()) return rule;
  const parts = parse(rule);
  const weekday = (m: DateTime) => m.weekday % 7; // luxon: Monday 1 … Sunday 7
  // A rule that names no days takes them from its first session's date, which moves by itself.
  if (parts.freq === 'WEEKLY' && parts.byDay.length) {
    const shift = weekday(to) - weekday(from);
    parts.byDay = parts.byDay.map((day) => RULE_WEEKDAYS[(RULE_WEEKDAYS.indexOf(day as never) + shift + 7) % 7]!);
  } else if (parts.byDay.length) {
    // "2nd Tuesday" and "the 14th" are of the rule's own calendar's months (Jalali for RSCALE=PERSIAN).
    const day = monthFacts(to.toISODate()!, parts.calendar);
    parts.byDay = [`${weekdayOfMonth(day.day, day.daysInMonth)}${RULE_WEEKDAYS[weekday(to)]}`];
  } else if (parts.byMonthDay.length) {
    parts.byMonthDay = [monthFacts(to.toISODate()!, parts.calendar).day];
  }
  if (parts.until) parts.until = endOfMoved(rule, parts, from, to);
  return formatRepeatRule(parts);
}

/**
 * A series that ends on a date ends, once moved, on the day its last session moved to: every
 * session moves with it, and the rule must still hold each one (and no more).
 */
function endOfMoved(rule: string, moved: RepeatParts, from: DateTime, to: DateTime): string {
  const count = occurrencesOf(rule, wallClock(from), from.zoneName!).length;
  if (count === 0) return moved.until!;
  const last = expandRule(formatRepeatRule({ ...moved, until: null, count }), wallClock(to), to.zone).at(-1)!;
  return last.toFormat("yyyyMMdd'T235959'");
}

const wallClock = (moment: DateTime) => moment.toFormat("yyyy-MM-dd'T'HH:mm:ss");

/** Rules whose days are days of the month, which a shift by a fixed number of days does not keep. */
export function followsMonths(rule: string): boolean {
  return parse(rule).freq === 'MONTHLY';
}

function parse(rule: string): RepeatParts {
  const parts = parseRepeatRule(rule);
  if ('problem' in parts) throw new Error(`Stored rule is invalid: ${rule}`);
  return parts;
}

