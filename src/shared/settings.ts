import { z } from 'zod';
import { Language } from './languages';

export const Theme = z.enum(['light', 'dark', 'auto']);
export type Theme = z.infer<typeof Theme>;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time like 09:00');

/** Days use JavaScript's numbering (0 = Sunday), as FullCalendar's businessHours do. */
export const WorkingHours = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).max(7),
    start: ClockTime,
    end: ClockTime,
  })
  .refine((hours) => hours.start < hours.end, { message: 'The working day must end after it starts', path: ['end'] });
export type WorkingHours = z.infer<typeof WorkingHours>;

export const WeekStart = z.enum(['auto', 'saturday', 'sunday', 'monday']);
export type WeekStart = z.infer<typeof WeekStart>;

/** How dates read in Persian: the Jalali calendar Iranians use, or the Gregorian one. */
export const PersianCalendar = z.enum(['jalali', 'gregorian']);
export type PersianCalendar = z.infer<typeof PersianCalendar>;

/** A full path: /… on macOS and Linux, C:\… or \\server\… on Windows (checked without node:path). */
export const AbsolutePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((path) => !path.includes('\0') && /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(path), 'must be a full path');

/** Each setting's type, without defaults: an update must never fill in what it did not name. */
const SettingFields = {
  language: Language,
  theme: Theme,
  /** Minutes without activity before the vault locks itself; 0 turns auto-lock off. */
  autoLockMinutes: z.number().int().min(0).max(24 * 60),
  /** Used only while the language is Persian; other languages use their locale's calendar. */
  persianCalendar: PersianCalendar,
  workingHours: WorkingHours,
  /** Minutes before a session its reminder appears; 0 turns reminders off. Sessions may override. */
  reminderMinutes: z.number().int().min(0).max(7 * 24 * 60),
  sessionMinutes: z.number().int().min(5).max(12 * 60),
  /** "auto" follows the UI language (Monday in bg/ms/en-GB, Saturday in fa). */
  weekStart: WeekStart,
  /** Where backups go; empty means the practice's own folder (<data folder>/backups). */
  backupFolder: z.union([z.literal(''), AbsolutePath]),
  /** Retention: the newest backup of each of the last N days, weeks and months is kept. */
  backupKeepDaily: z.number().int().min(1).max(366),
  backupKeepWeekly: z.number().int().min(0).max(520),
  backupKeepMonthly: z.number().int().min(0).max(1200),
  /** The Backups page warns once the newest good backup is older than this. */
  backupWarnAfterDays: z.number().int().min(1).max(366),
  /** Clients completed more than this many years ago are listed for a retention review. */
  retentionYears: z.number().int().min(1).max(50),
  /** Shown at the top of every session summary and progress report; empty until the coach names the practice. */
  practiceName: z.string().trim().max(120),
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
  workingHours: SettingFields.workingHours.default({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }),
  reminderMinutes: SettingFields.reminderMinutes.default(15),
  sessionMinutes: SettingFields.sessionMinutes.default(60),
  weekStart: SettingFields.weekStart.default('auto'),
  backupFolder: SettingFields.backupFolder.default(''),
  backupKeepDaily: SettingFields.backupKeepDaily.default(7),
  backupKeepWeekly: SettingFields.backupKeepWeekly.default(4),
  backupKeepMonthly: SettingFields.backupKeepMonthly.default(12),
  backupWarnAfterDays: SettingFields.backupWarnAfterDays.default(7),
  retentionYears: SettingFields.retentionYears.default(7),
  practiceName: SettingFields.practiceName.default(''),
});
export type Settings = z.infer<typeof Settings>;
export type SettingKey = keyof Settings;

// Built from the fields, not from Settings: zod 4 applies a .default() even inside
// .partial(), so Settings.partial() would reset every setting an update did not name.
export const SettingsUpdate = z.object(SettingFields).partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});
