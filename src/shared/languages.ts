import { z } from 'zod';

export const Language = z.enum(['en', 'bg', 'fa', 'ms']);
export type Language = z.infer<typeof Language>;

export const LANGUAGES = Language.options;

/** BCP 47 tags handed to Intl; Persian uses the Jalali calendar by default. */
export const LOCALE_TAG: Record<Language, string> = {
  en: 'en-GB',
  bg: 'bg-BG',
  fa: 'fa-IR',
  ms: 'ms-MY',
};

/** Each language's own name, shown in language pickers whatever the UI language is. */
export const LANGUAGE_NAME: Record<Language, string> = {
  en: 'English',
  bg: 'Български',
  fa: 'فارسی',
  ms: 'Bahasa Melayu',
};

export function isRightToLeft(language: Language): boolean {
  return language === 'fa';
}

/** Picks one of our languages from a system locale such as "fa-IR" or "bg". */
export function languageFromLocale(locale: string | undefined): Language {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  const match = Language.safeParse(base === 'ir' ? 'fa' : base);
  return match.success ? match.data : 'en';
}
