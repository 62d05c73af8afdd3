import { z } from 'zod';
import { Language } from './languages';

export const Theme = z.enum(['light', 'dark', 'auto']);
export type Theme = z.infer<typeof Theme>;

/** A full path: /… on macOS and Linux, C:\… or \\server\… on Windows (checked without node:path). */
export const AbsolutePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((path) => !path.includes('\0') && /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(path), 'must be a full path');

/**
 * App preferences kept in the encrypted settings table. Each key has a default, so a
 * practice created by an older version reads every setting a newer one knows.
 */
export const Settings = z.object({
  language: Language.default('en'),
  theme: Theme.default('auto'),
  /** Minutes without activity before the vault locks itself; 0 turns auto-lock off. */
  autoLockMinutes: z.number().int().min(0).max(24 * 60).default(15),
  /** Where backups go; empty means the practice's own folder (<data folder>/backups). */
  backupFolder: z.union([z.literal(''), AbsolutePath]).default(''),
  /** Retention: the newest backup of each of the last N days, weeks and months is kept. */
  backupKeepDaily: z.number().int().min(1).max(366).default(7),
  backupKeepWeekly: z.number().int().min(0).max(520).default(4),
  backupKeepMonthly: z.number().int().min(0).max(1200).default(12),
  /** The Backups page warns once the newest good backup is older than this. */
  backupWarnAfterDays: z.number().int().min(1).max(366).default(7),
});
export type Settings = z.infer<typeof Settings>;
export type SettingKey = keyof Settings;

export const SettingsUpdate = Settings.partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});
