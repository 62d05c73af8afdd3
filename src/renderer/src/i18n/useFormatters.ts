import type { Formatters } from '../../../shared/i18n/format';
import { useUiLanguage } from './LanguageProvider';

/**
 * Dates, times, numbers, money and relative dates in the coach's language: Jalali dates
 * (or Gregorian, as set) and Persian digits in fa. See docs/i18n.md.
 */
export function useFormatters(): Formatters {
  return useUiLanguage().formatters;
}
