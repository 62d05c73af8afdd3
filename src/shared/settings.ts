import { z } from 'zod';
import { Language } from './languages';

export const Theme = z.enum(['light', 'dark', 'auto']);
export type Theme = z.infer<typeof Theme>;

/** How dates read in Persian: the Jalali calendar Iranians use, or the Gregorian one. */
export const PersianCalendar = z.enum(['jalali', 'gregorian']);
export type PersianCalendar = z.infer<typeof PersianCalendar>;

/**
 * App preferences kept in the encrypted settings table. Each key has a default, so a
 * practice created by an older version reads every setting a newer one knows.
 */
export const Settings = z.object({
  language: Language.default('en'),
  theme: Theme.default('auto'),
  /** Minutes without activity before the vault locks itself; 0 turns auto-lock off. */
  autoLockMinutes: z.number().int().min(0).max(24 * 60).default(15),
  /** Used only while the language is Persian; other languages use their locale's calendar. */
  persianCalendar: PersianCalendar.default('jalali'),
});
export type Settings = z.infer<typeof Settings>;
export type SettingKey = keyof Settings;

export const SettingsUpdate = Settings.partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});
