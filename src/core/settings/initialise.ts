import type { CoreContext } from '../context';
import type { Db } from '../db/open';
import { writeSettings } from './settings-store';

/** First contents of a new practice: who made it, and the language chosen at setup. */
export function initialisePractice(db: Db, { appVersion, preferences }: Pick<CoreContext, 'appVersion' | 'preferences'>): void {
  db.prepare("INSERT INTO meta (key, value) VALUES ('created_by_app_version', ?)").run(appVersion);
  writeSettings(db, { language: preferences.language, theme: preferences.theme });
}
