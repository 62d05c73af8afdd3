import { useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRightToLeft, type Language, languageFromLocale, LOCALE_TAG } from '../../../shared/languages';
import { vaultStatusQuery } from '../app/queries';

interface LanguageState {
  language: Language;
  /** Before a practice exists the choice lives here; afterwards it is a setting. */
  chooseLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', chooseLanguage: () => {} });

export function useUiLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** Keeps i18next, <html lang/dir> and Mantine's direction in step with the coach's language. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { data: status } = useQuery(vaultStatusQuery);
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = (status?.state === 'new' ? chosen : null) ?? status?.language ?? languageFromLocale(navigator.language);
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();

  useEffect(() => {
    const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    void i18n.changeLanguage(language);
    document.documentElement.lang = LOCALE_TAG[language];
    document.documentElement.dir = dir;
    setDirection(dir);
  }, [language, i18n, setDirection]);

  return <LanguageContext.Provider value={{ language, chooseLanguage: setChosen }}>{children}</LanguageContext.Provider>;
}
