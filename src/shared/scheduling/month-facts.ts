import { CalendarDate, PersianCalendar, toCalendar } from '@internationalized/date';
import type { DayFacts, RuleCalendar } from './repeat-rule';

const PERSIAN = new PersianCalendar();

/**
 * Where an ISO day ("2026-03-21") falls in its month of a calendar: 2026-03-21 is the 21st of
 * a 31-day Gregorian month, and 1 Farvardin, of a 31-day month, in the Persian one.
 */
export function monthFacts(isoDate: string, calendar: RuleCalendar): DayFacts {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const date = calendar === 'persian' ? toCalendar(new CalendarDate(year, month, day), PERSIAN) : new CalendarDate(year, month, day);
  return { day: date.day, weekday, daysInMonth: date.calendar.getDaysInMonth(date) };
}
