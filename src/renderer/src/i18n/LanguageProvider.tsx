import { useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters, type Formatters } from '../../../shared/i18n/format';
import { isRightToLeft, type Language, languageFromLocale, LOCALE_TAG } from '../../../shared/languages';
import { settingsQuery, vaultStatusQuery } from '../app/queries';

interface LanguageState {
  language: Language;
  /** Before a practice exists the choice lives here; afterwards it is a setting. */
  chooseLanguage(language: Language): void;
  formatters: Formatters;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', chooseLanguage: () => {}, formatters: createFormatters('en') });

export function useUiLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/**
 * Keeps i18next, <html lang/dir>, Mantine's direction and the formatters in step with the
 * coach's language (and, in Persian, their calendar).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { data: status } = useQuery(vaultStatusQuery);
  const unlocked = status?.state === 'unlocked';
  // The calendar choice is kept in the encrypted settings; before unlocking, Jalali is shown.
  const { data: settings } = useQuery({ ...settingsQuery, enabled: unlocked });
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = (status?.state === 'new' ? chosen : null) ?? status?.language ?? languageFromLocale(navigator.language);
  const persianCalendar = unlocked ? settings?.persianCalendar : undefined;
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();

  useEffect(() => {
    const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    void i18n.changeLanguage(language);
    document.documentElement.lang = LOCALE_TAG[language];
    document.documentElement.dir = dir;
    setDirection(dir);
  }, [language, i18n, setDirection]);

  const value = useMemo(
    () => ({ language, chooseLanguage: setChosen, formatters: createFormatters(language, { persianCalendar }) }),
    [language, persianCalendar],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
