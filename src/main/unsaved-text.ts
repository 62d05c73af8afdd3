import { type BrowserWindow, dialog } from 'electron';
import { translatorFor } from '../shared/i18n/translator';
import type { Language } from '../shared/languages';

/**
 * Asked when the window's page refuses to unload (closed, quit or reloaded) because text the
 * coach typed is unsaved in it (renderer/src/app/unload-guard.ts): whether to close anyway,
 * losing it. Without this, Electron would keep the page without a word.
 */
export function closeLosingUnsavedText(window: BrowserWindow, language: Language): boolean {
  const t = translatorFor(language);
  const choice = dialog.showMessageBoxSync(window, {
    type: 'warning',
    message: t('unsavedOnClose.title'),
    detail: t('unsavedOnClose.detail'),
    buttons: [t('unsavedOnClose.stay'), t('unsavedOnClose.close')],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  return choice === 1;
}
