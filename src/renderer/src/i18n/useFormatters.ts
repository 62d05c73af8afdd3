import { useMemo } from 'react';
import { LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from './LanguageProvider';

/** Dates and numbers in the coach's language: Jalali dates and Persian digits in fa. */
export function useFormatters() {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const locale = LOCALE_TAG[language];
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const number = new Intl.NumberFormat(locale);
    return {
      formatDate: (value: Date) => date.format(value),
      formatNumber: (value: number) => number.format(value),
    };
  }, [language]);
}
