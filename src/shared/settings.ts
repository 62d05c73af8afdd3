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

/**
 * App preferences kept in the encrypted settings table. Each key has a default, so a
 * practice created by an older version reads every setting a newer one knows.
 */
export const Settings = z.object({
  language: Language.default('en'),
  theme: Theme.default('auto'),
  /** Minutes without activity before the vault locks itself; 0 turns auto-lock off. */
  autoLockMinutes: z.number().int().min(0).max(24 * 60).default(15),
  workingHours: WorkingHours.default({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }),
  /** Minutes before a session its reminder appears; 0 turns reminders off. Sessions may override. */
  reminderMinutes: z.number().int().min(0).max(7 * 24 * 60).default(15),
  sessionMinutes: z.number().int().min(5).max(12 * 60).default(60),
  /** "auto" follows the UI language (Monday in bg/ms/en-GB, Saturday in fa). */
  weekStart: WeekStart.default('auto'),
});
export type Settings = z.infer<typeof Settings>;
export type SettingKey = keyof Settings;

export const SettingsUpdate = Settings.partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});
