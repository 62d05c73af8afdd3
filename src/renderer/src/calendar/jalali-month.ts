import { CalendarDate, GregorianCalendar, PersianCalendar, toCalendar } from '@internationalized/date';

const PERSIAN = new PersianCalendar();
const GREGORIAN = new GregorianCalendar();
const DAY_MS = 86_400_000;

/** The local calendar day of a Date, as the Jalali date it is. */
function jalaliDayOf(date: Date): CalendarDate {
  return toCalendar(new CalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate()), PERSIAN);
}

/** Local midnight of a date in any calendar. */
function localMidnight(date: CalendarDate): Date {
  const gregorian = toCalendar(date, GREGORIAN);
  return new Date(gregorian.year, gregorian.month - 1, gregorian.day);
}

/** "1405-9": which Jalali month a day falls in. */
export function jalaliMonthKey(date: Date): string {
  const day = jalaliDayOf(date);
  return `${day.year}-${day.month}`;
}

/** Whether a day is the first of its Jalali month. */
export function isJalaliMonthStart(date: Date): boolean {
  return jalaliDayOf(date).day === 1;
}

/** The first day of the Jalali month `offset` months from the one holding `date`. */
export function jalaliMonthStart(date: Date, offset = 0): Date {
  return localMidnight(jalaliDayOf(date).set({ day: 1 }).add({ months: offset }));
}

/**
 * The days a Jalali month view shows: the whole month (29 to 31 days), widened to whole
 * weeks that start on `firstDay` (0 Sunday … 6 Saturday), as a Gregorian month view is.
 */
export function jalaliMonthWeeks(date: Date, firstDay: number): { start: Date; end: Date } {
  const first = jalaliMonthStart(date);
  const next = jalaliMonthStart(date, 1);
  const start = new Date(first.getFullYear(), first.getMonth(), first.getDate() - ((first.getDay() - firstDay + 7) % 7));
  const days = Math.ceil(Math.round((next.getTime() - start.getTime()) / DAY_MS) / 7) * 7;
  return { start, end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + days) };
}
