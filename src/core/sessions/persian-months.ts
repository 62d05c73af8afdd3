import { CalendarDate, GregorianCalendar, PersianCalendar, toCalendar } from '@internationalized/date';
import { MAX_OCCURRENCES, type RepeatParts } from '../../shared/scheduling/repeat-rule';

const PERSIAN = new PersianCalendar();
const GREGORIAN = new GregorianCalendar();
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** rrule stops at the Gregorian year 9999; so does this. */
const LAST_JALALI_YEAR = 9377;

/**
 * The days of a monthly RSCALE=PERSIAN rule (RFC 7529), counted in Jalali months from its
 * first session's day, as Gregorian ISO days. A day a month lacks (the 31st from Mehr on,
 * 30 Esfand in a common year) is left out, RFC 7529's default SKIP=OMIT and what the
 * Gregorian rules do with the 31st. `time` ("HHmmss") is the sessions' wall-clock time,
 * which an UNTIL with a time is compared against.
 */
export function persianMonthlyDays(parts: RepeatParts, startDay: string, time: string): string[] {
  const [year, month, day] = startDay.split('-').map(Number) as [number, number, number];
  const first = toCalendar(new CalendarDate(year, month, day), PERSIAN);
  const limit = Math.min(parts.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const until = parts.until ? untilKey(parts.until) : null;
  const days: string[] = [];
  // Months are counted from the 1st so that adding them never clamps a 31st to a 30th.
  for (let step = 0; ; step++) {
    const monthStart = first.set({ day: 1 }).add({ months: step * parts.interval });
    if (monthStart.year > LAST_JALALI_YEAR) return days;
    for (const dayOfMonth of daysOfMonth(parts, monthStart, first.day)) {
      if (step === 0 && dayOfMonth < first.day) continue;
      const gregorian = toCalendar(monthStart.set({ day: dayOfMonth }), GREGORIAN).toString();
      if (until !== null && `${gregorian.replaceAll('-', '')}T${time}` > until) return days;
      days.push(gregorian);
      if (days.length >= limit) return days;
    }
  }
}

/** As rrule reads UNTIL on floating times: a bare date is its midnight, a Z is ignored. */
function untilKey(until: string): string {
  const plain = until.replace(/Z$/, '');
  return plain.length === 8 ? `${plain}T000000` : plain;
}

/** The days of one Jalali month a rule picks, in order: BYMONTHDAY, narrowed or widened by BYDAY, else the first session's day. */
function daysOfMonth(parts: RepeatParts, monthStart: CalendarDate, startDay: number): number[] {
  const length = PERSIAN.getDaysInMonth(monthStart);
  const firstWeekday = new Date(toCalendar(monthStart, GREGORIAN).toString()).getUTCDay();
  let days: number[];
  if (parts.byMonthDay.length) days = parts.byMonthDay.map((d) => (d > 0 ? d : length + d + 1));
  else if (parts.byDay.length) days = Array.from({ length }, (_, i) => i + 1);
  else days = [startDay];
  days = days.filter((d) => d >= 1 && d <= length);
  if (parts.byDay.length) days = days.filter((d) => parts.byDay.some((rule) => matchesDay(rule, d, (firstWeekday + d - 1) % 7, length)));
  return [...new Set(days)].sort((a, b) => a - b);
}

/** Whether a day is "2TU" (its month's second Tuesday), "-1FR" (its last Friday) or "TU" (any Tuesday). */
function matchesDay(rule: string, day: number, weekday: number, length: number): boolean {
  const [, ordinal, code] = /^([+-]?\d)?([A-Z]{2})$/.exec(rule)!;
  if (WEEKDAY_CODES[weekday] !== code) return false;
  if (!ordinal) return true;
  const n = Number(ordinal);
  return n > 0 ? Math.ceil(day / 7) === n : Math.ceil((length - day + 1) / 7) === -n;
}
