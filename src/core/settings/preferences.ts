import { type Language, languageFromLocale } from '../../shared/languages';
import type { Settings, Theme } from '../../shared/settings';
import { type Preferences, readPreferences, writePreferences } from './preferences-file';

/**
 * The language and theme as known while the vault is locked. The settings table is
 * the source of truth once unlocked; this copy follows it.
 */
export class PreferencesState {
  private current: Preferences;

  constructor(
    private readonly path: string,
    systemLocale: string | undefined,
  ) {
    const stored = readPreferences(path);
    this.current = { language: stored.language ?? languageFromLocale(systemLocale), theme: stored.theme ?? 'auto' };
  }

  get language(): Language {
    return this.current.language;
  }

  get theme(): Theme {
    return this.current.theme;
  }

  follow(settings: Pick<Settings, 'language' | 'theme'>): void {
    this.set({ language: settings.language, theme: settings.theme });
  }

  set(next: Preferences): void {
    if (next.language === this.current.language && next.theme === this.current.theme) return;
    writePreferences(this.path, next);
    this.current = next;
  }
}
