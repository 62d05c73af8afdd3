import { useMemo } from 'react';
import { LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from '../i18n/LanguageProvider';

/** Times, sizes and counts in the coach's language (Jalali dates and Persian digits in fa). */
export function useBackupFormat() {
  const { language } = useUiLanguage();
  return useMemo(() => {
    const locale = LOCALE_TAG[language];
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(locale);
    const unit = (name: 'kilobyte' | 'megabyte' | 'gigabyte') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 });
    const [kB, MB, GB] = [unit('kilobyte'), unit('megabyte'), unit('gigabyte')];
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      number: (value: number) => number.format(value),
      size: (bytes: number) => (bytes < 1024 ** 2 ? kB.format(bytes / 1024) : bytes < 1024 ** 3 ? MB.format(bytes / 1024 ** 2) : GB.format(bytes / 1024 ** 3)),
      records: (counts: Record<string, number>) => number.format(Object.values(counts).reduce((sum, count) => sum + count, 0)),
    };
  }, [language]);
}
