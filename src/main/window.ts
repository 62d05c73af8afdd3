import { BrowserWindow } from 'electron';
import { join } from 'node:path';
import { developerToolsAllowed, SECURE_WEB_PREFERENCES } from './policy';
import { loadWindowState, rememberWindowState } from './window-state';

/** Where the renderer is loaded from: the dev server while developing, else the built file. */
export function rendererUrl(): string {
  return process.env.ELECTRON_RENDERER_URL ?? new URL(`file://${join(__dirname, '../renderer/index.html')}`).href;
}

export function createMainWindow(windowStatePath: string): BrowserWindow {
  const state = loadWindowState(windowStatePath);
  const window = new BrowserWindow({
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'Coachdesk',
    backgroundColor: '#ffffff',
    webPreferences: { ...SECURE_WEB_PREFERENCES, devTools: developerToolsAllowed(process.env), preload: join(__dirname, '../preload/index.js') },
  });
  if (state.maximized) window.maximize();
  rememberWindowState(window, windowStatePath);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(rendererUrl());
  return window;
}
