import i18next, { type TFunction } from 'i18next';
import { messages } from '../../../shared/i18n/messages';
import { LANGUAGES, type Language } from '../../../shared/languages';

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: messages[lng] }])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Document text in the document's language, from the same message files as the UI (keys under
 * `reports.` in locales/<lang>/reports.json). Numbers passed in are formatted by the caller
 * with the document's digits.
 */
export function documentText(language: Language): TFunction {
  return translator.getFixedT(language);
}
