import { app, BrowserWindow, dialog } from 'electron';
import { join } from 'node:path';
import { Core } from '../core/core';
import { resolveDataDir } from '../core/paths';
import { safeStorageKeyStore } from './device-key-store';
import { electronDialogs } from './dialogs';
import { bindContract } from './ipc';
import { buildMenu } from './menu';
import { showReminderNotifications } from './reminder-notifications';
import { electronNativeBinding } from './native-binding';
import { electronPrinter } from './print-pdf';
import { installQuitFlow } from './quit-flow';
import { denyPermissions, hardenWebContents } from './security';
import { closeLosingUnsavedText } from './unsaved-text';
import { createMainWindow } from './window';
import { IPC_EVENT } from '../shared/ipc';

/**
 * The thin Electron shell: one window, one core. Everything the coach does goes through
 * the contract to src/core; this file only wires the platform's abilities in.
 */
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  const dataDir = resolveDataDir(undefined);
  app.setPath('userData', dataDir);
  // Chromium's own caches stay in a subfolder, apart from the practice's files.
  app.setPath('sessionData', join(dataDir, 'chromium'));
  let core: Core | undefined;
  // The coach's language, kept even while the practice is locked (no page exists before the core).
  hardenWebContents(() => core?.context.preferences.language ?? 'en');
  let window: BrowserWindow | undefined;
  const quitting = installQuitFlow(app, () => core, () => window);

  app.on('second-instance', () => {
    if (quitting.reopenAfterQuit() || !window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.whenReady().then(() => {
    const nativeBinding = electronNativeBinding();
    if (!nativeBinding) {
      dialog.showErrorBox('Coachdesk', 'The database driver for this Electron version is missing. Start Coachdesk with "npm start", which builds it.');
      app.quit();
      return;
    }
    denyPermissions();
    core = new Core({
      dataDir,
      deviceKeyStore: safeStorageKeyStore,
      nativeBinding,
      // electron-vite builds them beside this bundle (electron.vite.config.ts).
      builtWorkers: __dirname,
      systemLocale: app.getLocale(),
      dialogs: electronDialogs(() => core?.context.preferences.language ?? 'en', app.getPath('documents')),
      printer: electronPrinter,
    });
    const practice = core;
    bindContract(practice);
    buildMenu(practice, practice.context.preferences.language);
    practice.events.onAny((name, payload) => {
      for (const win of BrowserWindow.getAllWindows()) win.webContents.send(IPC_EVENT, { name, payload });
    });
    practice.events.on('settings.changed', (settings) => buildMenu(practice, settings.language));
    showReminderNotifications(practice, () => window);
    const opened = createMainWindow(join(dataDir, 'window-state.json'));
    opened.once('closed', () => (window = undefined));
    opened.webContents.on('will-prevent-unload', (event) => {
      // Letting the unload go on is Electron's preventDefault here.
      if (closeLosingUnsavedText(opened, practice.context.preferences.language)) event.preventDefault();
      else quitting.callOff();
    });
    window = opened;
  });

  app.on('window-all-closed', () => app.quit());
}
