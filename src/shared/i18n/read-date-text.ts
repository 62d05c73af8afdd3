import { type CalendarDate, DateFormatter, parseDate, parseTime, type Time } from '@internationalized/date';
import { toLatinDigits } from './digits';
import { readDay } from './jalali-day';

/** What a text names: a day (Gregorian, whatever calendar it was written in), a time of day, or both. */
export interface DateTimeText {
  date?: CalendarDate;
  time?: Time;
}

// One separator in both gaps (14-12/2026 is no date); spaces around it may differ (14. 12. 2026).
const DATE = String.raw`(?<first>\d{1,4})\s*(?<sep>[-/.])\s*(?<second>\d{1,2})\s*\k<sep>\s*(?<third>\d{1,4})`;
// The half of the day may stand before the time, as some locales write it, or after it.
const TIME = String.raw`(?<before>[^\d\s][^\d]*?)?\s*(?<hour>\d{1,2})[:.](?<minute>\d{2})(?::(?<second2>\d{2})(?:\.\d+)?)?\s*(?<after>[^\d\s][^\d]*)?`;
const DATE_THEN_TIME = new RegExp(`^${DATE}(?:(?:T|\\s*[,،]?\\s+|\\s*[,،]\\s*)${TIME})?$`, 'u');
const TIME_ONLY = new RegExp(`^${TIME}$`, 'u');

/** Direction marks a right-to-left text may carry around its digits; they are not part of what it says. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

const SAMPLE = new Date(2026, 11, 14, 15, 5);

/** A day period as compared: "p.m.", "PM" and "pm" are one; so are "ب.ظ." and "بظ". */
const fold = (text: string) => text.toLocaleLowerCase().replace(/[.\s]/g, '');

/**
 * What the locale itself writes around the numbers and a reader can drop (Bulgarian "г." after a
 * year, "ч." after a time): its literal parts that hold letters.
 */
function literalWords(locale: string): string[] {
  const parts = new DateFormatter(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(SAMPLE);
  return parts.filter((part) => part.type === 'literal' && /\p{L}/u.test(part.value)).flatMap((part) => part.value.split(/[\s,،]+/).filter((word) => /\p{L}/u.test(word)));
}

/** The locale's names for the two halves of the day, and English's, folded. */
function dayPeriods(locale: string): { am: Set<string>; pm: Set<string> } {
  const period = (hour: number) => {
    const at = new Date(SAMPLE);
    at.setHours(hour);
    const part = new DateFormatter(locale, { hour: 'numeric', hour12: true }).formatToParts(at).find((p) => p.type === 'dayPeriod');
    // A locale without one must not make an empty word (a stray dot folds to one) read as a half of the day.
    return part ? [fold(part.value)].filter(Boolean) : [];
  };
  return { am: new Set(['am', ...period(3)]), pm: new Set(['pm', ...period(15)]) };
}

/** Whether the locale writes the month before the day with the year last (en-US: 12/14/2026). */
function monthBeforeDay(locale: string): boolean {
  const order = new DateFormatter(locale, { year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(SAMPLE)
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  return order.join() === 'month,day,year';
}

/**
 * The day written as year first (2026-12-14, 1405/09/23) or year last, in the locale's order of
 * day and month (14.12.2026 in Bulgarian, 12/14/2026 in en-US; day first where the locale puts
 * the year first, as Persian does). A Jalali year is read as one (jalali-day.ts). Two-digit years
 * are not guessed at.
 */
function readDate(first: string, second: string, third: string, locale: string): CalendarDate | undefined {
  let year: string, month: string, day: string;
  if (first.length === 4 && third.length <= 2) [year, month, day] = [first, second, third];
  else if (third.length === 4 && first.length <= 2) [year, month, day] = monthBeforeDay(locale) ? [third, first, second] : [third, second, first];
  else return undefined;
  const reading = readDay(Number(year), Number(month), Number(day));
  return 'day' in reading ? parseDate(reading.day) : undefined;
}

/** A time of day, 24-hour or with the half of the day in English or the locale's words. */
function readTime(hour: string, minute: string, second: string | undefined, periodText: string | undefined, locale: string): Time | undefined {
  let h = Number(hour);
  if (periodText !== undefined) {
    const period = fold(periodText);
    const { am, pm } = dayPeriods(locale);
    if (h < 1 || h > 12 || !(am.has(period) || pm.has(period))) return undefined;
    h = (h % 12) + (pm.has(period) ? 12 : 0);
  }
  try {
    // parseTime checks the ranges (no 24:00, no minute 60).
    return parseTime(`${String(h).padStart(2, '0')}:${minute}${second ? `:${second}` : ''}`);
  } catch {
    return undefined;
  }
}

/**
 * A date, a time, or a date and time as a coach may paste it from an email or a spreadsheet, in
 * any digits (0–9, Persian, Arabic-Indic), read as the field's locale writes dates. Null when the
 * text is not one of these, or names no such day or time (31/02/2026, 25:00).
 */
export function readDateTimeText(text: string, locale: string): DateTimeText | null {
  let value = toLatinDigits(text.replace(DIRECTION_MARKS, '')).trim();
  for (const word of literalWords(locale)) value = value.replaceAll(word, ' ');
  value = value.replace(/\s+/g, ' ').trim();

  const both = DATE_THEN_TIME.exec(value)?.groups;
  const groups = both ?? TIME_ONLY.exec(value)?.groups;
  if (!groups) return null;
  const result: DateTimeText = {};
  if (both) {
    result.date = readDate(both.first!, both.second!, both.third!, locale);
    if (!result.date) return null;
  }
  if (groups.hour) {
    if (groups.before && groups.after) return null;
    result.time = readTime(groups.hour, groups.minute!, groups.second2, groups.before ?? groups.after, locale);
    if (!result.time) return null;
  }
  return result;
}
