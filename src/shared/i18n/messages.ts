import type { Language } from '../languages';
import bg from './locales/bg.json';
import en from './locales/en.json';
import fa from './locales/fa.json';
import ms from './locales/ms.json';

/**
 * All UI text, one file per language. English is the reference: a test checks every other
 * file has its keys (plural forms follow each language's own rules) and placeholders.
 */
export const messages: Record<Language, object> = { en, bg, fa, ms };
export type Messages = typeof en;
