import { app, BrowserWindow, dialog, type MessageBoxOptions, type Session, session, shell, type WebContents } from 'electron';
import type { Language } from '../shared/languages';
import { translatorFor } from '../shared/i18n/translator';
import { externalLinks, type LinkQuestion } from './external-link';

/**
 * Every web contents: no new windows, no navigation away from the app, no webviews,
 * and no permission (camera, geolocation, notifications…) granted to page code. Links to the
 * outside world open in the coach's browser once the coach has confirmed them (external-link.ts).
 */
export function hardenWebContents(language: () => Language): void {
  const openLink = externalLinks({ ask: askInWindow, open: (url) => shell.openExternal(url).catch(() => {}), translate: () => translatorFor(language()) });
  app.on('web-contents-created', (_, contents: WebContents) => {
    contents.setWindowOpenHandler(({ url }) => {
      void openLink(contents, url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (url !== contents.getURL()) {
        event.preventDefault();
        void openLink(contents, url);
      }
    });
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

/** A native question, modal to the window whose page asked; "Cancel" is what Enter and Escape choose. */
async function askInWindow(contents: WebContents, question: LinkQuestion): Promise<boolean> {
  const options = { type: 'question', message: question.message, detail: question.detail, buttons: [question.open, question.cancel], defaultId: 1, cancelId: 1, noLink: true } satisfies MessageBoxOptions;
  const window = BrowserWindow.fromWebContents(contents);
  const { response } = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
  return response === 0;
}

export function denyPermissions(target: Session = session.defaultSession): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}
