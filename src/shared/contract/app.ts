import { z } from 'zod';
import { Settings, SettingsUpdate } from '../settings';
import { unlockedMethod } from './define';

const NoInput = z.object({}).strict();

export const PracticeStatus = z.object({
  appVersion: z.string(),
  schemaVersion: z.number().int(),
  cipher: z.string(),
  cipherLibrary: z.string(),
  dataDir: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export type PracticeStatus = z.infer<typeof PracticeStatus>;

export const appContract = {
  'app.status': unlockedMethod(NoInput, PracticeStatus),
  'settings.get': unlockedMethod(NoInput, Settings),
  'settings.update': unlockedMethod(SettingsUpdate, Settings),
};
