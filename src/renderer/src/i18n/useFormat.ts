import { useMemo } from 'react';
import { LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from './LanguageProvider';

/**
 * Percentages, days and moments for notes, action items and search, in the coach's language
 * (Jalali dates and Persian digits in fa). Kept in one hook so that moving to shared
 * formatters later changes this file only.
 *
 * A day like "2026-03-29" is a calendar date: shown as that day everywhere. An ISO instant is
 * a moment: shown in `timeZone` (a session's own) or the computer's.
 */
export function useFormat() {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const locale = LOCALE_TAG[language];
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
    return {
      percent: (fraction: number) => percent.format(fraction),
      day: (isoDate: string) => day.format(calendarDay(isoDate)),
      longDay: (isoDate: string) => longDay.format(calendarDay(isoDate)),
      moment: (iso: string, timeZone?: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
      momentDay: (iso: string, timeZone?: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
      /** Today on this computer, as "2026-03-29". */
      today: () => new Intl.DateTimeFormat('sv-SE').format(new Date()),
    };
  }, [language]);
}
