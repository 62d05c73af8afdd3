import { app } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The database driver built for Electron's ABI by scripts/prepare-electron.mjs. It lives
 * apart from node_modules' own build (Node's ABI, used by tests and the CLI), so running
 * the app never breaks `npm test` and the reverse.
 */
export function electronNativeBinding(): string | null {
  const path = join(app.getAppPath(), '.electron-native', `electron-${process.versions.electron}`, 'better_sqlite3.node');
  return existsSync(path) ? path : null;
}
