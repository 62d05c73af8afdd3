import { useMemo } from 'react';
import { isRightToLeft, LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from '../i18n/LanguageProvider';

/**
 * Numbers and dates for goals and charts in the coach's language: Persian digits and Jalali
 * dates in fa. Calendar dates ('YYYY-MM-DD') are pinned to UTC so they never shift a day.
 */
export function useGoalFormat() {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const locale = LOCALE_TAG[language];
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const toDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      rtl: isRightToLeft(language),
      number: (value: number) => number.format(value),
      /** A change: "+3", "−1", "0". */
      signed: (value: number) => signed.format(value),
      /** A value with its unit, "84.5 kg" / "۸۴٫۵ kg". */
      measure: (value: number, unit: string | null) => (unit ? `${number.format(value)} ${unit}` : number.format(value)),
      /** 0.55 → "55%" ("٪۵۵" in Persian). */
      percent: (fraction: number) => percent.format(fraction),
      date: (iso: string) => long.format(toDate(iso)),
      /** Axis ticks: "10 Mar". */
      shortDate: (value: string | number) => short.format(typeof value === 'number' ? new Date(value) : toDate(value)),
      /** A session's start, an instant. */
      dateTime: (iso: string) => time.format(new Date(iso)),
      /** Milliseconds at UTC midnight of a calendar date: the chart's time axis. */
      dayMs: (iso: string) => toDate(iso).getTime(),
    };
  }, [language]);
}

export type GoalFormat = ReturnType<typeof useGoalFormat>;
