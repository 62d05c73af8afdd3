import type { WebPreferences } from 'electron';
import { basename } from 'node:path';

/**
 * The shell's security rules as plain data and functions, so unit tests check them
 * without an Electron binary.
 */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  // Spell-check would keep the words a coach adds in a plain-text dictionary file.
  spellcheck: false,
  // Chromium's PDF viewer, the only plugin Electron has: the preview of a session summary or
  // progress report is a PDF in a blob: frame (the CSP allows no other frames).
  plugins: true,
} as const satisfies WebPreferences;

/**
 * The hidden window that hands a PDF to the system print dialog: the same locked-down
 * renderer, no preload (it never calls the core), and an in-memory session, so the document
 * leaves no trace in Chromium's caches on disk.
 */
export const PRINT_PARTITION = 'coachdesk-print';
export const PRINT_WEB_PREFERENCES = { ...SECURE_WEB_PREFERENCES, partition: PRINT_PARTITION } as const satisfies WebPreferences;

/**
 * Chromium's developer tools only while developing (`npm run dev`, which serves the renderer
 * from electron-vite's server). Coaches run an unpackaged build too (`npm start`), so being
 * unpackaged is no sign: there the tools would read every screen's data and call the core.
 */
export function developerToolsAllowed(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.ELECTRON_RENDERER_URL);
}

const EXTERNAL_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/** Only web, mail and phone links leave the app; file:, javascript:, custom schemes never do. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return EXTERNAL_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Only our own page, in a top-level frame, may call the core. */
export function isTrustedFrame(frameUrl: string, isTopFrame: boolean, rendererUrl: string): boolean {
  if (!isTopFrame) return false;
  try {
    const expected = new URL(rendererUrl);
    const actual = new URL(frameUrl);
    return actual.protocol === expected.protocol && actual.host === expected.host && actual.pathname === expected.pathname;
  } catch {
    return false;
  }
}

/**
 * The name a save dialog starts with, inside the documents folder. The renderer suggests it, so
 * only its last part is taken: "../../.bashrc" must not preselect a file outside that folder.
 */
export function saveDialogName(defaultName: string | undefined, fallback: string): string {
  const name = basename(defaultName ?? '');
  return name === '' || name === '.' || name === '..' ? fallback : name;
}
