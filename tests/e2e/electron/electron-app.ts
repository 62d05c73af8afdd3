import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

/**
 * The Electron binary and the Electron-ABI database driver, when this machine has them
 * (`npm start` fetches and builds both). Without them the Electron project skips, saying why.
 */
export function electronSetup(): { executablePath: string } | { missing: string } {
  const pathFile = join(ROOT, 'node_modules/electron/path.txt');
  const executablePath = existsSync(pathFile) ? join(ROOT, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim()) : '';
  if (!executablePath || !existsSync(executablePath)) {
    return { missing: 'no Electron binary on this machine (it is downloaded by the first "npm start"); the web project covers the same journey' };
  }
  const native = join(ROOT, '.electron-native');
  if (!existsSync(native) || !readdirSync(native).some((dir) => existsSync(join(native, dir, 'better_sqlite3.node')))) {
    return { missing: 'the Electron build of the database driver is missing; run "npm start" once to build it' };
  }
  return { executablePath };
}

export const APP_ROOT = ROOT;
