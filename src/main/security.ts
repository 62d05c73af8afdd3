import { app, type Session, session, shell, type WebContents } from 'electron';
import { isSafeExternalUrl } from './policy';

/** Links to the outside world open in the coach's browser, and only for harmless schemes. */
export function openExternalSafely(url: string): void {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
}

/**
 * Every web contents: no new windows, no navigation away from the app, no webviews,
 * and no permission (camera, geolocation, notifications…) granted to page code.
 */
export function hardenWebContents(): void {
  app.on('web-contents-created', (_, contents: WebContents) => {
    contents.setWindowOpenHandler(({ url }) => {
      openExternalSafely(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (url !== contents.getURL()) {
        event.preventDefault();
        openExternalSafely(url);
      }
    });
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

export function denyPermissions(target: Session = session.defaultSession): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}
