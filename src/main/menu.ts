import { app, BrowserWindow, dialog, Menu, type MenuItemConstructorOptions } from 'electron';
import type { TFunction } from 'i18next';
import type { Core } from '../core/core';
import type { Language } from '../shared/languages';
import { translatorFor as translate } from '../shared/i18n/translator';
import { developerToolsAllowed } from './policy';

/** The application menu in the coach's language; rebuilt whenever the language changes. */
export function buildMenu(core: Core, language: Language): void {
  const t: TFunction = translate(language);
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    {
      label: t('menu.app'),
      submenu: [
        { label: t('menu.about'), click: () => showAbout(t) },
        { type: 'separator' },
        { label: t('menu.lockNow'), accelerator: 'CmdOrCtrl+L', click: () => lockFromMenu(core) },
        { type: 'separator' },
        { label: t('menu.quit'), role: 'quit' },
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        { label: t('menu.undo'), role: 'undo' },
        { label: t('menu.redo'), role: 'redo' },
        { type: 'separator' },
        { label: t('menu.cut'), role: 'cut' },
        { label: t('menu.copy'), role: 'copy' },
        { label: t('menu.paste'), role: 'paste' },
        { label: t('menu.selectAll'), role: 'selectAll' },
      ],
    },
    {
      label: t('menu.view'),
      submenu: [
        { label: t('menu.resetZoom'), role: 'resetZoom' },
        { label: t('menu.zoomIn'), role: 'zoomIn' },
        { label: t('menu.zoomOut'), role: 'zoomOut' },
        { type: 'separator' },
        { label: t('menu.fullscreen'), role: 'togglefullscreen' },
        ...(developerToolsAllowed(process.env) ? [{ label: t('menu.toggleDevTools'), role: 'toggleDevTools' } as const] : []),
      ],
    },
    {
      label: t('menu.window'),
      submenu: [
        { label: t('menu.minimize'), role: 'minimize' },
        { label: t('menu.close'), role: 'close' },
        ...(isMac ? [{ type: 'separator' } as const, { role: 'front' } as const] : []),
      ],
    },
    {
      label: t('menu.help'),
      submenu: [
        // The page has the key itself (also in the browser bridge): the menu only shows it.
        { label: t('shortcuts.title'), accelerator: 'CmdOrCtrl+/', registerAccelerator: false, click: () => core.events.emit('app.shortcutsRequested', {}) },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function showAbout(t: TFunction): void {
  void dialog.showMessageBox({ type: 'info', title: t('menu.about'), message: 'Coachdesk', detail: t('menu.aboutDetail', { version: app.getVersion() }) });
}

/**
 * The page locks, as its own lock button does, once it has saved the note being typed (locking
 * here at once closed the practice under that save, and the text was lost). With no page to
 * ask (closed, or crashed), the shell locks by itself.
 */
function lockFromMenu(core: Core): void {
  const pageOpen = BrowserWindow.getAllWindows().some((window) => !window.isDestroyed() && !window.webContents.isCrashed());
  if (!pageOpen) return void core.vault.lock('menu');
  // The page locks, asks first (a form with changes), or says why it will not (a note it could not save).
  core.events.emit('vault.lockRequested', {});
}
