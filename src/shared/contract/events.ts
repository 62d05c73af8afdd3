import { z } from 'zod';
import { Settings } from '../settings';
import { SessionType } from './sessions';

/** Events pushed from the core to the renderer (IPC in Electron, a stream over the bridge). */
export const eventContract = {
  'vault.locked': z.object({ reason: z.enum(['manual', 'idle', 'menu']) }),
  /** The shell's menu asks to lock: the page saves what is being typed first, then locks, or says why it did not. */
  'vault.lockRequested': z.object({}),
  /** The shell's Help menu asks the page to list its keyboard shortcuts. */
  'app.shortcutsRequested': z.object({}),
  'settings.changed': Settings,
  /** A session starts soon: the shell shows a desktop notification, the page a toast. Sent once per session. */
  'sessions.reminder': z.object({
    sessionId: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    /** What the desktop notification names the client by (see reminder-notifications.ts). */
    clientCode: z.string(),
    title: z.string().nullable(),
    start: z.string(),
    timeZone: z.string(),
    type: SessionType,
    location: z.string().nullable(),
    minutesBefore: z.number().int(),
  }),
  /** Long backups and restores report each phase; `done` and `failed` end an operation. `upgrade`: the backup before an upgrade, as the practice opens. */
  'backup.progress': z.object({
    operation: z.enum(['backup', 'restore', 'upgrade']),
    phase: z.enum(['snapshot', 'writing', 'reading', 'verifying', 'safety-backup', 'swapping', 'done', 'failed']),
    fraction: z.number().min(0).max(1),
  }),
  /** A batch of documents: `done` of `total` written so far (failed ones count as done). */
  'reports.progress': z.object({ batchId: z.string(), done: z.number().int().min(0), total: z.number().int().min(1) }),
  /** Filling a demo practice: clients written so far, of how many. */
  'demo.progress': z.object({ done: z.number().int().min(0), total: z.number().int().min(1) }),
};

export type EventName = keyof typeof eventContract;
export type EventPayload<E extends EventName> = z.infer<(typeof eventContract)[E]>;
export const EVENT_NAMES = Object.keys(eventContract) as EventName[];
