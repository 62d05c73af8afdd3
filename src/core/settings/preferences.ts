import { type Language, languageFromLocale } from '../../shared/languages';
import type { Settings, Theme } from '../../shared/settings';
import { type Preferences, readPreferences, writePreferences } from './preferences-file';

/**
 * The language and theme as known while the vault is locked. The settings table is
 * the source of truth once unlocked; this copy follows it.
 */
export class PreferencesState {
  private current: Preferences;
  /** The last write failed, so the file holds older values than `current`: the next change writes it again. */
  private fileBehind = false;

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

  /**
   * Best effort. The file only mirrors settings already saved (or, at setup, chosen before
   * anything is saved), and every unlock mirrors them again; so a write that fails (a full disk)
   * must not fail the change that was committed, nor keep the coach from the practice. This
   * process goes on with the new values; only the lock screen after a restart may show the old.
   */
  set(next: Preferences): void {
    if (!this.fileBehind && next.language === this.current.language && next.theme === this.current.theme) return;
    this.current = next;
    try {
      writePreferences(this.path, next);
      this.fileBehind = false;
    } catch (error) {
      this.fileBehind = true;
      // The code only: the error's message names the data folder.
      console.error(`[coachdesk] preferences.json was not updated: ${errorCode(error)}`);
    }
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'unknown';
}
