import type { Language } from '../languages';
import bg from './locales/bg';
import en from './locales/en';
import fa from './locales/fa';
import ms from './locales/ms';

/**
 * All UI text, one folder per language and one file per feature inside it. English is the
 * reference: a test checks every other language has its keys (plural forms follow each
 * language's own rules) and the same placeholders.
 */
export const messages: Record<Language, object> = { en, bg, fa, ms };
