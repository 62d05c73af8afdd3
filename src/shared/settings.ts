import { z } from 'zod';
import { Language } from './languages';

export const Theme = z.enum(['light', 'dark', 'auto']);
export type Theme = z.infer<typeof Theme>;

/** How dates read in Persian: the Jalali calendar Iranians use, or the Gregorian one. */
export const PersianCalendar = z.enum(['jalali', 'gregorian']);
export type PersianCalendar = z.infer<typeof PersianCalendar>;

/** Each setting's type, without defaults: an update must never fill in what it did not name. */
const SettingFields = {
  language: Language,
  theme: Theme,
  /** Minutes without activity before the vault locks itself; 0 turns auto-lock off. */
  autoLockMinutes: z.number().int().min(0).max(24 * 60),
  /** Used only while the language is Persian; other languages use their locale's calendar. */
  persianCalendar: PersianCalendar,
};

/**
 * App preferences kept in the encrypted settings table. Each key has a default, so a
 * practice created by an older version reads every setting a newer one knows.
 */
export const Settings = z.object({
  language: SettingFields.language.default('en'),
  theme: SettingFields.theme.default('auto'),
  autoLockMinutes: SettingFields.autoLockMinutes.default(15),
  persianCalendar: SettingFields.persianCalendar.default('jalali'),
});
export type Settings = z.infer<typeof Settings>;
export type SettingKey = keyof Settings;

// Built from the fields, not from Settings: zod 4 applies a .default() even inside
// .partial(), so Settings.partial() would reset every setting an update did not name.
export const SettingsUpdate = z.object(SettingFields).partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});
