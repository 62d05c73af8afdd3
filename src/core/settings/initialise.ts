import type { CoreContext } from '../context';
import type { Db } from '../db/open';
import type { Language } from '../../shared/languages';
import { DEFAULT_SETTINGS, type SettingsUpdate } from '../../shared/settings';
import { writeSettings } from './settings-store';

/** An Iranian working week runs Saturday to Wednesday; elsewhere the default, Monday to Friday, fits. */
const WORKING_DAYS: Partial<Record<Language, number[]>> = { fa: [6, 0, 1, 2, 3] };

/** First contents of a new practice: who made it, the language chosen at setup and the working week that goes with it. */
export function initialisePractice(db: Db, { appVersion, preferences }: Pick<CoreContext, 'appVersion' | 'preferences'>): void {
  db.prepare("INSERT INTO meta (key, value) VALUES ('created_by_app_version', ?)").run(appVersion);
  const days = WORKING_DAYS[preferences.language];
  const settings: SettingsUpdate = { language: preferences.language, theme: preferences.theme };
  if (days) settings.workingHours = { ...DEFAULT_SETTINGS.workingHours, days };
  writeSettings(db, settings);
}
