import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { messages } from '../../../shared/i18n/messages';
import { installReactAriaStrings } from './react-aria-strings';

/** i18next with every language bundled: switching is instant and needs no restart. */
export function initI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: messages[lng] }])),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  installReactAriaStrings(i18next);
  return i18next;
}
