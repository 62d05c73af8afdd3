import { z } from 'zod';
import { Settings, SettingsUpdate } from '../settings';
import { unlockedMethod } from './define';

const NoInput = z.object({}).strict();

/** What Settings shows about the practice: quick to answer at any size. */
export const PracticeAbout = z.object({
  appVersion: z.string(),
  schemaVersion: z.number().int(),
  cipher: z.string(),
  cipherLibrary: z.string(),
  dataDir: z.string(),
});
export type PracticeAbout = z.infer<typeof PracticeAbout>;

export const PracticeStatus = PracticeAbout.extend({ counts: z.record(z.string(), z.number().int()) });
export type PracticeStatus = z.infer<typeof PracticeStatus>;

/** The logo in the header of the practice's documents: a PNG or JPEG of at most 1 MiB. */
export const MAX_LOGO_BYTES = 1024 * 1024;
export const LogoMediaType = z.enum(['image/png', 'image/jpeg']);
export type LogoMediaType = z.infer<typeof LogoMediaType>;
export const PracticeLogo = z.object({
  mediaType: LogoMediaType,
  /** The image's bytes in base64, so it crosses IPC and the browser bridge alike. */
  data: z.base64().max(Math.ceil(MAX_LOGO_BYTES / 3) * 4),
});
export type PracticeLogo = z.infer<typeof PracticeLogo>;

export const appContract = {
  'app.about': unlockedMethod(NoInput, PracticeAbout),
  /** With the rows in every table, counted: seconds for a large practice, so for the CLI and tests. */
  'app.status': unlockedMethod(NoInput, PracticeStatus),
  'settings.get': unlockedMethod(NoInput, Settings),
  'settings.update': unlockedMethod(SettingsUpdate, Settings),
  'settings.logo': unlockedMethod(NoInput, PracticeLogo.nullable()),
  /** Replaces the logo (checked to open as an image), or removes it with null. */
  'settings.setLogo': unlockedMethod(z.object({ logo: PracticeLogo.strict().nullable() }).strict(), PracticeLogo.nullable()),
};
