import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../languages';
import { messages } from './messages';

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: messages[lng] }])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Text outside the renderer (the shell's menu and notifications, PDF documents) in a given
 * language, from the same message files as the UI. The renderer has its own React instance.
 */
export function translatorFor(language: Language): TFunction {
  return translator.getFixedT(language);
}
