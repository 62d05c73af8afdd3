import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import '../styles.css';
import { createRoot } from 'react-dom/client';
import { languageFromLocale } from '../../../shared/languages';
import { AppProviders } from '../app/AppProviders';
import { initI18n } from '../i18n/i18n';
import { ComponentGallery } from './ComponentGallery';

/**
 * gallery.html: the shared components on one page, so the end-to-end tests (and anyone
 * adding a language) can use and look at them before a feature screen does. The app's
 * window never opens it; the browser bridge serves it like any built file.
 */
initI18n(languageFromLocale(navigator.language));

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <ComponentGallery />
  </AppProviders>,
);
