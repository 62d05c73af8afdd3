import { type Language, LOCALE_TAG } from '../languages';
import type { PersianCalendar } from '../settings';
import { localiseDigits } from './digits';
import { firstDayOfWeek, type IsoWeekday } from './week';

export interface FormatOptions {
  /** Only matters in Persian: Jalali (the default) or Gregorian dates, Persian digits either way. */
  persianCalendar?: PersianCalendar;
  /** IANA zone for instants (session times); the computer's own when absent. */
  timeZone?: string;
}

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

/**
 * A calendar date as the contract carries it ('YYYY-MM-DD', never shifted by time zone),
 * an ISO instant ('2025-03-21T09:30:00Z'), or a Date.
 */
export type DateValue = string | Date;

export interface Formatters {
  language: Language;
  /** The BCP 47 tag handed to Intl, calendar included (fa-IR-u-ca-gregory when chosen). */
  locale: string;
  /** Whether dates are shown in the Jalali calendar (Persian, unless the coach chose Gregorian). */
  jalali: boolean;
  /** 1 Monday … 6 Saturday, 7 Sunday: where calendars and date pickers start the week. */
  firstDayOfWeek: IsoWeekday;
  date(value: DateValue, style?: DateStyle): string;
  time(value: DateValue): string;
  dateTime(value: DateValue, style?: DateStyle): string;
  /**
   * A session's weekday, date and time ("Tue 3 Mar 2026, 09:00"); in another zone when given
   * (a client's own), then with the zone's short name, so nobody misreads whose clock it is.
   */
  sessionDateTime(value: DateValue, zone?: string): string;
  /** "March 2025", "اسفند ۱۴۰۳": calendar and picker headings. */
  monthYear(value: DateValue): string;
  /** "10 Mar", "۲۰ اسفند": a day without its year, for chart axes and calendar columns; "10 Mar 2025" with `withYear`. */
  dayMonth(value: DateValue, withYear?: boolean): string;
  /** Whether two days fall in one year of the language's calendar (Persian's starts at Nowruz). */
  sameYear(a: DateValue, b: DateValue): boolean;
  /** "7 – 13 March 2026", "۷ تا ۱۳ آذر ۱۴۰۵": a span of days, its shared month and year written once. */
  dateRange(start: DateValue, end: DateValue): string;
  /** "yesterday", "in 3 days", "last week": calendar days from today in the coach's zone. */
  relativeDate(value: DateValue, now?: Date): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 0.55 → "55%", "٪۵۵". */
  percent(fraction: number): string;
  /** A file's size in kB, MB or GB. */
  fileSize(bytes: number): string;
  /**
   * An amount in an ISO 4217 currency, e.g. currency(80, 'EUR'); without one (a fee typed with
   * no currency), the amount alone with its cents, so what the coach typed is never hidden.
   */
  currency(amount: number, currencyCode: string | null): string;
  /** "A, B and C" in the language's own words. */
  list(items: string[], type?: Intl.ListFormatType): string;
  /** What sets apart facts shown side by side: " · ", or in Persian "، " (see `separatorFor`). */
  separator: string;
  /** Facts side by side ("10:00 · 60 minutes · Online"), the empty ones left out. */
  parts(...items: (string | null | undefined | false)[]): string;
  /** Digits inside an already built string, written the language's way. */
  digits(text: string): string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Below a millionth, two significant digits would take a decimal of seven or more places. */
const SCIENTIFIC_BELOW = 1e-6;

/**
 * Options that show a non-zero value too small for `fractionDigits` decimals with two
 * significant digits instead of as 0 (a measure of 0.000001 is not nothing), in scientific
 * notation below a millionth (1e-300 is not a 300-place decimal); others unchanged.
 */
export function keepingSmallValues(value: number, fractionDigits: number, options: Intl.NumberFormatOptions = {}): Intl.NumberFormatOptions {
  const shownAsZero = value !== 0 && Math.abs(value) < 0.5 * 10 ** -fractionDigits;
  if (!shownAsZero) return options;
  const notation = Math.abs(value) < SCIENTIFIC_BELOW ? 'scientific' : options.notation;
  return { ...options, notation, maximumFractionDigits: undefined, minimumFractionDigits: undefined, maximumSignificantDigits: 2 };
}

/**
 * A number in scientific notation set apart left to right (between U+2066 and U+2069):
 * "۳×۱۰^−۷" is one expression, which a right-to-left line otherwise reads in pieces, right to
 * left ("−۷^۱۰×۳"). Other numbers are left as Intl wrote them.
 */
export function isolatingScientific(text: string, options: Intl.NumberFormatOptions): string {
  return options.notation === 'scientific' ? `\u2066${text}\u2069` : text;
}

/** Intl's locale for a language: Persian uses Jalali unless the coach chose Gregorian. */
export function intlLocale(language: Language, options: FormatOptions = {}): string {
  const tag = LOCALE_TAG[language];
  return language === 'fa' && options.persianCalendar === 'gregorian' ? `${tag}-u-ca-gregory` : tag;
}

/** Dates, times, numbers and money in a language's conventions; the renderer and PDFs share it. */
export function createFormatters(language: Language, options: FormatOptions = {}): Formatters {
  const locale = intlLocale(language, options);
  const { timeZone } = options;
  const separator = separatorFor(language);
  const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
  const dateTimeFormat = (opts: Intl.DateTimeFormatOptions) => cached(cache, `d${JSON.stringify(opts)}`, () => new Intl.DateTimeFormat(locale, opts));
  const numberFormat = (opts: Intl.NumberFormatOptions) => cached(cache, `n${JSON.stringify(opts)}`, () => new Intl.NumberFormat(locale, opts));
  // CLDR's Jalali patterns in Persian put the year first ("1404 Farvardin 1, Friday",
  // "1403 Esfand"); Iranian usage is "Friday 1 Farvardin 1404" and "Esfand 1403", so those
  // two are composed from parts Intl formats.
  const jalaliInPersian = language === 'fa' && options.persianCalendar !== 'gregorian';

  const formatDate = (value: DateValue, style: DateStyle = 'long') => {
    const { date, zone } = resolve(value, timeZone);
    if (style === 'full' && jalaliInPersian) {
      return `${dateTimeFormat({ weekday: 'long', timeZone: zone }).format(date)} ${dateTimeFormat({ dateStyle: 'long', timeZone: zone }).format(date)}`;
    }
    return dateTimeFormat({ dateStyle: style, timeZone: zone }).format(date);
  };

  // A session's day and time writes its hour as the language's own short time does: "5:00" in
  // Persian, Bulgarian and Malay, "05:00" in British English. Asked for '2-digit' alone, Malay
  // wrote "05:30 PG" beside a "5:30 PG" today.
  let hourStyle: 'numeric' | '2-digit' | undefined;
  const hour = () => (hourStyle ??= hourOf(dateTimeFormat({ timeStyle: 'short', timeZone: 'UTC' })));

  return {
    language,
    locale,
    jalali: jalaliInPersian,
    firstDayOfWeek: firstDayOfWeek(LOCALE_TAG[language]),
    date: formatDate,
    time: (value) => withTimeWhole(dateTimeFormat({ timeStyle: 'short', timeZone }), resolve(value, timeZone).date),
    dateTime: (value, style = 'medium') => withTimeWhole(dateTimeFormat({ dateStyle: style === 'full' ? 'long' : style, timeStyle: 'short', timeZone }), resolve(value, timeZone).date),
    sessionDateTime(value, zone) {
      const { date } = resolve(value, zone ?? timeZone);
      const at = { timeZone: zone ?? timeZone };
      if (jalaliInPersian) {
        // "سه‌شنبه ۱۲ اسفند ۱۴۰۴، ۱۰:۰۰": ICU would put the Jalali year first and a Latin comma in.
        const day = `${dateTimeFormat({ weekday: 'long', ...at }).format(date)} ${dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', ...at }).format(date)}`;
        return `${day}، ${dateTimeFormat({ hour: hour(), minute: '2-digit', timeZoneName: zone ? 'short' : undefined, ...at }).format(date)}`;
      }
      return withTimeWhole(dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: hour(), minute: '2-digit', timeZoneName: zone ? 'short' : undefined, ...at }), date);
    },
    monthYear(value) {
      const { date, zone } = resolve(value, timeZone);
      if (jalaliInPersian) return `${dateTimeFormat({ month: 'long', timeZone: zone }).format(date)} ${dateTimeFormat({ year: 'numeric', timeZone: zone }).format(date)}`;
      return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: zone }).format(date);
    },
    dayMonth(value, withYear = false) {
      const { date, zone } = resolve(value, timeZone);
      return dateTimeFormat({ day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined, timeZone: zone }).format(date);
    },
    sameYear(a, b) {
      const year = (value: DateValue) => {
        const { date, zone } = resolve(value, timeZone);
        return dateTimeFormat({ year: 'numeric', timeZone: zone }).format(date);
      };
      return year(a) === year(b);
    },
    dateRange(start, end) {
      const from = resolve(start, timeZone);
      const to = resolve(end, timeZone);
      return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: from.zone }).formatRange(from.date, to.date);
    },
    relativeDate(value, now = new Date()) {
      const days = Math.round((calendarDay(value, timeZone) - calendarDay(now, timeZone)) / DAY_MS);
      const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      if (Math.abs(days) < 7) return relative.format(days, 'day');
      if (Math.abs(days) < 28) return relative.format(Math.round(days / 7), 'week');
      if (Math.abs(days) < 365) return relative.format(Math.round(days / 30.44), 'month');
      return relative.format(Math.round(days / 365.25), 'year');
    },
    // Intl's default is three decimals.
    number: (value, opts = {}) => {
      const shown = keepingSmallValues(value, opts.maximumFractionDigits ?? 3, opts);
      return isolatingScientific(numberFormat(shown).format(value), shown);
    },
    percent: (fraction) => numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(fraction),
    fileSize(bytes) {
      const [unit, size] = bytes < 1024 ** 2 ? (['kilobyte', bytes / 1024] as const) : bytes < 1024 ** 3 ? (['megabyte', bytes / 1024 ** 2] as const) : (['gigabyte', bytes / 1024 ** 3] as const);
      // CLDR's short units are Latin ("kB") in Persian and Bulgarian; the full words read naturally there.
      const unitDisplay = language === 'fa' || language === 'bg' ? 'long' : 'short';
      return numberFormat({ style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(size);
    },
    currency: (amount, currencyCode) =>
      numberFormat(currencyCode ? { style: 'currency', currency: currencyCode } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount),
    list: (items, type = 'conjunction') => new Intl.ListFormat(locale, { type }).format(items),
    separator,
    parts: (...items) => items.filter(Boolean).join(separator),
    digits: (text) => localiseDigits(text, language),
  };
}

/**
 * Facts side by side are set apart by a middle dot, except in Persian: there a dot beside
 * digits reads as a zero ("۶ از ۱۰ · ۱ از ۳" looks like "۶ از ۱۰ ۱۰ از ۳"), so the Persian comma.
 */
export function separatorFor(language: Language): string {
  return language === 'fa' ? '، ' : ' · ';
}

/** The separator for the coach's own text (a search snippet's paragraphs): by its script, whatever the interface's language. */
export function separatorForText(text: string): string {
  return separatorFor(/\p{Script=Arabic}/u.test(text) ? 'fa' : 'en');
}

/** Today's calendar date as 'YYYY-MM-DD' in a zone (the computer's own by default). */
export function isoDateOf(value: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD with Latin digits, which is exactly the contract's form.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(value);
}

/**
 * A time and its day period on one line: a session's "10:00 PG" broke between "10:00" and "PG"
 * in a narrow column. Asked for the hour and minute, Intl joins Malay's with a plain space (its
 * short time style, with a no-break one).
 */
function withTimeWhole(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const isTime = (part: Intl.DateTimeFormatPart | undefined) => part?.type === 'hour' || part?.type === 'minute';
  const joinsPeriod = (i: number) => (parts[i - 1]?.type === 'dayPeriod' && isTime(parts[i + 1])) || (isTime(parts[i - 1]) && parts[i + 1]?.type === 'dayPeriod');
  return parts.map((part, i) => (part.type === 'literal' && part.value === ' ' && joinsPeriod(i) ? '\u00a0' : part.value)).join('');
}

/** '2-digit' when a format writes five in the morning "05:00", else 'numeric'. */
function hourOf(format: Intl.DateTimeFormat): 'numeric' | '2-digit' {
  const fiveAm = format.formatToParts(Date.UTC(2000, 0, 1, 5)).find((part) => part.type === 'hour')!.value;
  return fiveAm.length === 2 ? '2-digit' : 'numeric';
}

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(cache: Map<string, Intl.DateTimeFormat | Intl.NumberFormat>, key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

/** A calendar date is pinned to UTC so it shows the same day wherever the computer is. */
function resolve(value: DateValue, timeZone: string | undefined): { date: Date; zone: string | undefined } {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) return { date: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), zone: 'UTC' };
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${value}`);
    return { date, zone: timeZone };
  }
  return { date: value, zone: timeZone };
}

/** Midnight UTC of the value's calendar day, so differences count whole days. */
function calendarDay(value: DateValue, timeZone: string | undefined): number {
  const iso = typeof value === 'string' && ISO_DATE.test(value) ? value : isoDateOf(resolve(value, timeZone).date, timeZone);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}
