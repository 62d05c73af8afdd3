import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { Language } from '../../shared/languages';
import { Theme } from '../../shared/settings';
import { writeFileAtomic } from '../fs/atomic-write';

/**
 * The lock screen must speak the coach's language before the vault is open, so the
 * language and theme are mirrored here in plain text. Nothing a coach typed goes in it.
 */
export const Preferences = z.object({ language: Language, theme: Theme });
export type Preferences = z.infer<typeof Preferences>;

export function readPreferences(path: string): Partial<Preferences> {
  if (!existsSync(path)) return {};
  try {
    const parsed = Preferences.partial().safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writePreferences(path: string, preferences: Preferences): void {
  writeFileAtomic(path, `${JSON.stringify(preferences)}\n`);
}
