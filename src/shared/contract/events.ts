import { z } from 'zod';
import { Settings } from '../settings';

/** Events pushed from the core to the renderer (IPC in Electron, a stream over the bridge). */
export const eventContract = {
  'vault.locked': z.object({ reason: z.enum(['manual', 'idle', 'menu']) }),
  'settings.changed': Settings,
};

export type EventName = keyof typeof eventContract;
export type EventPayload<E extends EventName> = z.infer<(typeof eventContract)[E]>;
export const EVENT_NAMES = Object.keys(eventContract) as EventName[];
