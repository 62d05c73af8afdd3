import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageFromLocale } from '../../shared/languages';
import { App } from './app/App';
import { queryClient } from './app/queries';
import { theme } from './app/theme';
import { initI18n } from './i18n/i18n';
import { LanguageProvider } from './i18n/LanguageProvider';

initI18n(languageFromLocale(navigator.language));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <DirectionProvider detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          <LanguageProvider>
            <Notifications position="bottom-right" />
            <App />
          </LanguageProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
