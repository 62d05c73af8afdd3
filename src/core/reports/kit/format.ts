import { intlLocale, isolatingScientific, keepingSmallValues } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/languages';
import type { PersianCalendar } from '../../../shared/settings';

/**
 * Dates and numbers in the document's language, whatever the UI speaks: fa-IR gives Jalali
 * dates and Persian digits. A date-only value ("2024-03-15") is a calendar day and is shown
 * as that day everywhere; a full timestamp is shown in the time zone the caller names.
 */
export interface DocumentFormat {
  locale: string;
  number(value: number, fractionDigits?: number): string;
  percent(ratio: number): string;
  /** "15 March 2024" */
  date(value: string | Date, timeZone?: string): string;
  /** "15 Mar 2024", for table cells */
  mediumDate(value: string | Date, timeZone?: string): string;
  /** A chart axis's dates: "15 Mar", or "15 Mar 2024" when they fall in more than one year (of the document's calendar). */
  axisDates(values: readonly (string | Date)[], timeZone?: string): string[];
  dateTime(value: string | Date, timeZone?: string): string;
  dateRange(from: string | Date, to: string | Date, timeZone?: string): string;
  minutes(value: number): string;
  hours(value: number): string;
}

const cache = new Map<string, DocumentFormat>();

/** `persianCalendar` follows the coach's setting: Jalali (the default) or Gregorian dates in Persian. */
export function documentFormat(language: Language, persianCalendar: PersianCalendar = 'jalali'): DocumentFormat {
  const key = `${language}|${persianCalendar}`;
  const existing = cache.get(key);
  if (existing) return existing;
  const locale = intlLocale(language, { persianCalendar });
  const dates = (options: Intl.DateTimeFormatOptions) => {
    const byZone = new Map<string, Intl.DateTimeFormat>();
    return (timeZone: string | undefined) => {
      let formatter = byZone.get(timeZone ?? '');
      if (!formatter) byZone.set(timeZone ?? '', (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
      return formatter;
    };
  };
  const long = dates({ dateStyle: 'long' });
  const short = dates({ day: 'numeric', month: 'short' });
  const shortWithYear = dates({ day: 'numeric', month: 'short', year: 'numeric' });
  const year = dates({ year: 'numeric' });
  const medium = dates({ dateStyle: 'medium' });
  const stamp = dates({ dateStyle: 'medium', timeStyle: 'short' });
  const numbers = [0, 1, 2].map((digits) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }));
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 });
  const format: DocumentFormat = {
    locale,
    number: (value, fractionDigits = 1) => {
      const digits = Math.min(2, Math.max(0, fractionDigits));
      const small = keepingSmallValues(value, digits);
      if (!small.maximumSignificantDigits) return numbers[digits]!.format(value);
      return isolatingScientific(new Intl.NumberFormat(locale, small).format(value), small);
    },
    percent: (ratio) => percent.format(ratio),
    date: (value, timeZone) => long(zoneFor(value, timeZone)).format(toDate(value)),
    mediumDate: (value, timeZone) => medium(zoneFor(value, timeZone)).format(toDate(value)),
    axisDates: (values, timeZone) => {
      const years = new Set(values.map((value) => year(zoneFor(value, timeZone)).format(toDate(value))));
      const formatter = years.size > 1 ? shortWithYear : short;
      return values.map((value) => formatter(zoneFor(value, timeZone)).format(toDate(value)));
    },
    dateTime: (value, timeZone) => stamp(zoneFor(value, timeZone)).format(toDate(value)),
    dateRange: (from, to, timeZone) => medium(zoneFor(from, timeZone)).formatRange(toDate(from), toDate(to)),
    minutes: (value) => minutes.format(value),
    hours: (value) => hours.format(value),
  };
  cache.set(key, format);
  return format;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Calendar days are read and shown in UTC so that no time zone moves them to the day before;
 * timestamps use the zone given (the client's), else this computer's.
 */
function zoneFor(value: string | Date, timeZone: string | undefined): string | undefined {
  return typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : timeZone;
}

export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
}
