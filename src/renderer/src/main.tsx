import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageFromLocale } from '../../shared/languages';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './i18n/i18n';
import { guardUnload } from './app/unload-guard';

initI18n(languageFromLocale(navigator.language));
guardUnload();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
