import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_FOLDER_NAME = 'Coachdesk';

/** The folder the desktop app uses; the CLI and the browser bridge default to it too. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_FOLDER_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_FOLDER_NAME);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), APP_FOLDER_NAME);
}

export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.COACHDESK_DATA_DIR || defaultDataDir(env);
}

/** Every file the core keeps in a practice's data folder. */
export function practiceFiles(dataDir: string) {
  return {
    database: join(dataDir, 'coachdesk.db'),
    keys: join(dataDir, 'keys.json'),
    preferences: join(dataDir, 'preferences.json'),
    attempts: join(dataDir, 'unlock-attempts.json'),
    backups: join(dataDir, 'backups'),
    /** A restore stages the new database and key slots here; the journal's presence commits it. */
    stagedDatabase: join(dataDir, 'coachdesk.db.restore'),
    stagedKeys: join(dataDir, 'keys.json.restore'),
    restoreJournal: join(dataDir, 'restore-journal.json'),
  };
}
export type PracticeFiles = ReturnType<typeof practiceFiles>;
