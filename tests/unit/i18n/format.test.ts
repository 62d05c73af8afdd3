import { describe, expect, it } from 'vitest';
import { toLatinDigits, localiseDigits } from '../../../src/shared/i18n/digits';
import { createFormatters, isoDateOf } from '../../../src/shared/i18n/format';
import { documentFormat } from '../../../src/core/reports/kit/format';

/** Nowruz 1404: 21 March 2025 is 1 Farvardin 1404. */
const NOWRUZ = '2025-03-21';
const PERSIAN_DIGITS = /^[^0-9]*$/;
/** Intl separates groups and currency symbols with no-break spaces; compare them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Persian', () => {
  const fa = createFormatters('fa');

  it('shows dates in the Jalali calendar with Persian digits by default', () => {
    expect(fa.date(NOWRUZ)).toBe('۱ فروردین ۱۴۰۴');
    expect(fa.date(NOWRUZ, 'short')).toBe('۱۴۰۴/۱/۱');
  });

  it('starts the full date with the weekday and a month heading with the month, as Iranians write them', () => {
    expect(fa.date(NOWRUZ, 'full')).toBe('جمعه ۱ فروردین ۱۴۰۴');
    expect(fa.monthYear('2025-03-10')).toBe('اسفند ۱۴۰۳');
    // A session's day and time: weekday, day, month, year, then the time (not CLDR's "۱۴۰۴ اسفند ۱۲, سه‌شنبه").
    expect(createFormatters('fa', { timeZone: 'Asia/Tehran' }).sessionDateTime('2026-03-03T06:30:00Z')).toBe('سه‌شنبه ۱۲ اسفند ۱۴۰۴، ۱۰:۰۰');
  });

  it('writes a session time weekday first with a Persian comma, and names the zone when it is the client’s', () => {
    const coach = createFormatters('fa', { timeZone: 'Europe/Sofia' });
    expect(coach.sessionDateTime('2026-03-03T08:00:00Z')).toBe('سه‌شنبه ۱۲ اسفند ۱۴۰۴، ۱۰:۰۰');
    expect(coach.sessionDateTime('2026-03-03T08:00:00Z', 'Asia/Tehran')).toMatch(/^سه‌شنبه ۱۲ اسفند ۱۴۰۴، ۱۱:۳۰ .*گرینویچ/);
  });

  it('shows Gregorian dates, still with Persian digits, when the coach chooses so', () => {
    const gregorian = createFormatters('fa', { persianCalendar: 'gregorian' });
    expect(gregorian.date(NOWRUZ)).toBe('۲۱ مارس ۲۰۲۵');
    expect(gregorian.date(NOWRUZ, 'full')).toBe('جمعه ۲۱ مارس ۲۰۲۵');
    expect(gregorian.monthYear(NOWRUZ)).toBe('مارس ۲۰۲۵');
    expect(gregorian.locale).toBe('fa-IR-u-ca-gregory');
    // What a new monthly series counts months by (RepeatFields): Jalali only in Persian, as shown.
    expect([gregorian.jalali, createFormatters('fa').jalali, createFormatters('en').jalali]).toEqual([false, true, false]);
  });

  it('writes numbers, times and money with Persian digits and separators', () => {
    expect(fa.number(1234.5)).toBe('۱٬۲۳۴٫۵');
    expect(fa.time('2025-03-21T14:05:00Z')).toMatch(PERSIAN_DIGITS);
    expect(fa.currency(1500000, 'IRR')).toContain('۱٬۵۰۰٬۰۰۰');
    expect(fa.digits('v2 · 15')).toBe('v۲ · ۱۵');
  });

  it('never shows a non-zero measure as 0, on screen or in a PDF', () => {
    expect(fa.number(0.000001)).toBe('۰٫۰۰۰۰۰۱');
    expect(fa.number(-0.0000123, { signDisplay: 'exceptZero' })).toBe('\u200e−۰٫۰۰۰۰۱۲');
    expect(fa.number(0)).toBe('۰');
    const report = documentFormat('fa');
    expect(report.number(0.004, 2)).toBe('۰٫۰۰۴');
    expect(report.number(0.006, 2)).toBe('۰٫۰۱');
    expect(documentFormat('en').number(0.00004, 0)).toBe('0.00004');
    // Below a millionth, scientific notation: not hundreds of zeros. Set apart left to right
    // (U+2066 … U+2069): a Persian line read "۳×۱۰^−۷" right to left, as "−۷^۱۰×۳" (seen in a PDF).
    expect(createFormatters('en').number(1.234e-300)).toBe('\u20661.2E-300\u2069');
    expect(fa.number(-3e-7)).toBe('\u2066\u200e−۳×۱۰^\u200e−۷\u2069');
    expect(report.number(3e-7, 2)).toBe('\u2066۳×۱۰^\u200e−۷\u2069');
    expect(documentFormat('bg').number(4.5e-9, 2)).toBe('\u20664,5E-9\u2069');
  });

  it('sets facts side by side apart with a Persian comma: a middle dot beside Persian digits reads as a zero', () => {
    expect(fa.parts('آخرین خودارزیابی: ۶ از ۱۰', null, '', '۱ از ۳ مرحله انجام شده')).toBe('آخرین خودارزیابی: ۶ از ۱۰، ۱ از ۳ مرحله انجام شده');
    expect(fa.separator).toBe('، ');
    for (const language of ['en', 'bg', 'ms'] as const) expect(createFormatters(language).parts('10:00', undefined, 'Online')).toBe('10:00 · Online');
  });

  it('starts the week on Saturday', () => {
    expect(fa.firstDayOfWeek).toBe(6);
  });

  it('says "yesterday" and "in 3 days" in Persian', () => {
    const now = new Date(2025, 2, 21, 12);
    expect(fa.relativeDate('2025-03-20', now)).toBe('دیروز');
    expect(fa.relativeDate('2025-03-24', now)).toBe('۳ روز دیگر');
  });
});

describe('Bulgarian', () => {
  const bg = createFormatters('bg');

  it('writes dates, numbers and euros the Bulgarian way', () => {
    expect(bg.date(NOWRUZ)).toBe('21 март 2025 г.');
    expect(bg.monthYear(NOWRUZ)).toBe('март 2025 г.');
    expect(plain(bg.number(1234567.5))).toBe('1 234 567,5');
    expect(plain(bg.currency(1234.5, 'EUR'))).toBe('1234,50 €');
    expect(plain(bg.currency(80, 'BGN'))).toBe('80,00 лв.');
  });

  it('starts the week on Monday', () => {
    expect(bg.firstDayOfWeek).toBe(1);
  });
});

describe('Malay', () => {
  const ms = createFormatters('ms');

  it('writes dates and ringgit the Malaysian way', () => {
    expect(ms.date(NOWRUZ)).toBe('21 Mac 2025');
    expect(plain(ms.currency(1234.5, 'MYR'))).toBe('RM 1,234.50');
    expect(ms.relativeDate('2025-03-22', new Date(2025, 2, 21, 12))).toBe('esok');
  });

  it('writes an amount typed without a currency with its cents, in every language', () => {
    expect(ms.currency(350, null)).toBe('350.00');
    expect(plain(createFormatters('bg').currency(1234.5, null))).toBe('1234,50');
    expect(createFormatters('fa').currency(350, null)).toBe('۳۵۰٫۰۰');
  });

  it('starts the week on Monday', () => {
    expect(ms.firstDayOfWeek).toBe(1);
  });
});

describe('English', () => {
  const en = createFormatters('en');

  it('uses British conventions and starts the week on Monday', () => {
    expect(en.date(NOWRUZ, 'full')).toBe('Friday, 21 March 2025');
    expect(en.currency(80, 'GBP')).toBe('£80.00');
    expect(en.list(['Anna', 'Farid', 'Siti'])).toBe('Anna, Farid and Siti');
    expect(en.firstDayOfWeek).toBe(1);
  });

  it('counts relative dates in calendar days, weeks, months and years', () => {
    const now = new Date(2025, 2, 21, 23, 30);
    expect(en.relativeDate('2025-03-21', now)).toBe('today');
    expect(en.relativeDate('2025-03-14', now)).toBe('last week');
    expect(en.relativeDate('2025-05-21', now)).toBe('in 2 months');
    expect(en.relativeDate('2024-03-21', now)).toBe('last year');
  });
});

describe('calendar dates and instants', () => {
  it('writes the hour of a session’s time as the language’s short time does', () => {
    const at = '2026-12-08T05:30:00Z';
    const shortTime = (language: 'en' | 'bg' | 'fa' | 'ms') => createFormatters(language, { timeZone: 'UTC' });
    // Malay wrote "05:30 PG" in a session's date beside "5:30 PG" for today's sessions.
    for (const language of ['en', 'bg', 'fa', 'ms'] as const) expect(shortTime(language).sessionDateTime(at)).toContain(shortTime(language).time(at));
    expect(plain(shortTime('ms').sessionDateTime(at))).toMatch(/ 5:30 PG$/);
    expect(shortTime('en').sessionDateTime(at)).toMatch(/ 05:30$/);
    expect(shortTime('fa').sessionDateTime(at)).toMatch(/، ۵:۳۰$/);
  });

  it('keeps a time and its day period on one line', () => {
    const ms = createFormatters('ms', { timeZone: 'UTC' });
    const at = '2026-12-08T10:00:00Z';
    // "10:00" and "PG" went onto two lines in a narrow column: Intl joins them with a plain space.
    for (const text of [ms.time(at), ms.dateTime(at), ms.sessionDateTime(at), ms.sessionDateTime(at, 'Asia/Kuala_Lumpur')]) expect(text).toMatch(/\d[\u00a0\u202f]PT?G/);
    expect(ms.sessionDateTime(at)).toMatch(/^Sel, 8 Dis 2026, /);
  });

  it('shows a calendar date as the same day whatever the time zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tehran']) {
      expect(createFormatters('en', { timeZone }).date(NOWRUZ)).toBe('21 March 2025');
    }
  });

  it('shows an instant in the coach’s time zone', () => {
    const tehran = createFormatters('en', { timeZone: 'Asia/Tehran' });
    expect(tehran.dateTime('2025-03-20T22:00:00Z')).toBe('21 Mar 2025, 01:30');
    expect(isoDateOf(new Date('2025-03-20T22:00:00Z'), 'Asia/Tehran')).toBe(NOWRUZ);
  });

  it("names the years on a chart's axis when its dates fall in more than one year of the language's calendar", () => {
    const [fa, en] = [createFormatters('fa'), createFormatters('en')];
    // The day before Nowruz is in 1403, the Gregorian year is the same.
    expect(fa.sameYear('2025-03-20', NOWRUZ)).toBe(false);
    expect(en.sameYear('2025-03-20', NOWRUZ)).toBe(true);
    expect(en.sameYear('2024-12-31', '2025-01-01')).toBe(false);
    expect(fa.dayMonth(NOWRUZ, true)).toBe('۱ فروردین ۱۴۰۴');
    expect(en.dayMonth(NOWRUZ)).toBe('21 Mar');
    // In a PDF, "29 مرداد" of two years apart was written twice alike.
    expect(documentFormat('fa').axisDates(['2025-08-20', '2026-08-20'])).toEqual(['۲۹ مرداد ۱۴۰۴', '۲۹ مرداد ۱۴۰۵']);
    expect(documentFormat('en').axisDates(['2025-08-20', '2025-10-01'])).toEqual(['20 Aug', '1 Oct']);
  });

  it('refuses text that is not a date rather than showing "Invalid Date"', () => {
    expect(() => createFormatters('en').date('next Tuesday')).toThrow(RangeError);
  });
});

describe('digits', () => {
  it('reads Persian and Arabic-Indic digits a coach typed', () => {
    expect(toLatinDigits('۱۵ و ٣٠')).toBe('15 و 30');
  });

  it('writes Persian digits only in Persian', () => {
    expect(localiseDigits('15', 'fa')).toBe('۱۵');
    expect(localiseDigits('15', 'bg')).toBe('15');
  });
});
