import { useMemo } from 'react';
import { LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from './LanguageProvider';

/** Dates and numbers in the coach's language: Jalali dates and Persian digits in fa. */
export function useFormatters() {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const locale = LOCALE_TAG[language];
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(locale);
    const dateTimes = new Map<string, Intl.DateTimeFormat>();
    /** A session's day and time; in another zone when given (a client's own), with its name. */
    const dateTime = (zone?: string) => {
      const key = zone ?? '';
      if (!dateTimes.has(key)) {
        dateTimes.set(key, new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone, timeZoneName: zone ? 'short' : undefined }));
      }
      return dateTimes.get(key)!;
    };
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    return {
      locale,
      formatDate: (value: Date) => date.format(value),
      formatNumber: (value: number) => number.format(value),
      /** A calendar date as stored ("2026-03-01"), the same day wherever the coach is. */
      formatDay: (isoDate: string) => calendarDay.format(new Date(`${isoDate}T00:00:00Z`)),
      formatDateTime: (iso: string, zone?: string) => dateTime(zone).format(new Date(iso)),
      formatTime: (iso: string) => time.format(new Date(iso)),
      formatMoney: (minor: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100),
    };
  }, [language]);
}
