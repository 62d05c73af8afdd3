import i18next, { type TFunction } from 'i18next';
import { messages } from '../shared/i18n/messages';
import { LANGUAGES, type Language } from '../shared/languages';

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: messages[lng] }])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The shell's own text (menu, notifications) in the coach's language. */
export function translate(language: Language): TFunction {
  return translator.getFixedT(language);
}
