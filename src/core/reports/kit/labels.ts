import type { TFunction } from 'i18next';
import { translatorFor } from '../../../shared/i18n/translator';
import type { Language } from '../../../shared/languages';

/**
 * Document text in the document's language (keys under `reports.` in
 * locales/<lang>/reports.json). Numbers passed in are formatted by the caller with the
 * document's digits.
 */
export function documentText(language: Language): TFunction {
  return translatorFor(language);
}
