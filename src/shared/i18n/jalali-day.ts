import { CalendarDate, GregorianCalendar, PersianCalendar, toCalendar } from '@internationalized/date';

const PERSIAN = new PersianCalendar();
const GREGORIAN = new GregorianCalendar();

/**
 * Years read as Jalali (Solar Hijri) years: 1300–1499 is 1921–2121 in the Gregorian calendar.
 * Persian spreadsheets and keyboards write dates so, and no Gregorian date a coach records is
 * that old, so "1403-05-12" is 2 August 2024, not a day in the 15th century.
 */
export const JALALI_YEARS = { first: 1300, last: 1499 } as const;

/** Whether a year is read as a Jalali one (`JALALI_YEARS`). */
export function isJalaliYear(year: number): boolean {
  return year >= JALALI_YEARS.first && year <= JALALI_YEARS.last;
}

/** A Jalali date as the ISO (Gregorian) day it is, 1403-05-12 → 2024-08-02; null for no such day (1402-12-30). */
export function jalaliToIso(year: number, month: number, day: number): string | null {
  const jalali = new CalendarDate(PERSIAN, year, month, day);
  // CalendarDate moves a day or month out of range into it (day 31 of a 30-day month becomes
  // the 30th): a date it changed was no date.
  if (jalali.year !== year || jalali.month !== month || jalali.day !== day) return null;
  return toCalendar(jalali, GREGORIAN).toString();
}
