import { useMemo } from 'react';
import { LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from './LanguageProvider';

/**
 * Moments and calendar days in the coach's language (Jalali with Persian digits in fa).
 * A day like "2026-03-29" is a date without a time: it is shown as that day everywhere.
 */
export function useDateFormatters() {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const locale = LOCALE_TAG[language];
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      /** An instant with its time, in `timeZone` (the session's) or the computer's. */
      formatMoment: (iso: string, timeZone?: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
      /** The day an instant falls on, in `timeZone` or the computer's. */
      formatMomentDay: (iso: string, timeZone?: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
      formatDay: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
      formatLongDay: (isoDate: string) => weekday.format(new Date(`${isoDate}T00:00:00Z`)),
      /** Today in the computer's zone, as "2026-03-29". */
      today: () => new Intl.DateTimeFormat('sv-SE').format(new Date()),
    };
  }, [language]);
}
