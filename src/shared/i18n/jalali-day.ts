import { CalendarDate, GregorianCalendar, PersianCalendar, toCalendar } from '@internationalized/date';
import { isRealDate } from '../time-zones';

const PERSIAN = new PersianCalendar();
const GREGORIAN = new GregorianCalendar();

/**
 * Years read as Jalali (Solar Hijri) years: 1300–1499 is 1921–2121 in the Gregorian calendar.
 * Persian spreadsheets and keyboards write dates so, and no Gregorian date a coach records is
 * that old, so "1403-05-12" is 2 August 2024, not a day in the 15th century.
 */
export const JALALI_YEARS = { first: 1300, last: 1499 } as const;

/** Gregorian years before this one are typos (a dropped digit, a Jalali year out of range). */
export const FIRST_GREGORIAN_YEAR = 1900;

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

export type DayReading = { day: string } | { problem: 'badDate' | 'badYear' };

/**
 * A year, month and day as the ISO day they name: a Jalali year is converted, a Gregorian year
 * from 1900 on kept, any other year refused (`badYear`) rather than stored as a date centuries
 * ago; a day no calendar has (1402-12-30, 2025-02-29) is `badDate`.
 */
export function readDay(year: number, month: number, day: number): DayReading {
  if (isJalaliYear(year)) {
    const iso = jalaliToIso(year, month, day);
    return iso ? { day: iso } : { problem: 'badDate' };
  }
  if (year < FIRST_GREGORIAN_YEAR) return { problem: 'badYear' };
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isRealDate(iso) ? { day: iso } : { problem: 'badDate' };
}
