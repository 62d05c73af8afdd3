import type { demoContract } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { HandlerGroup } from '../api/types';
import { readDemoMarker, removeDemo } from './demo-marker';
import { hasClients, seedDemo } from './seed';

export const demoHandlers: HandlerGroup<keyof typeof demoContract> = {
  'demo.seed': (input, { vault, events, now, backups }) =>
    backups.duringBulkWrite(() =>
      seedDemo(() => vault.db, { ...input, timeZone: input.timeZone ?? systemTimeZone(), now: now() }, (done, total) => {
        // Filling the practice is the coach's doing: it must not count as idle time.
        vault.touch();
        events.emit('demo.progress', { done, total });
      }),
    ),
  'demo.status': (_, { vault }) => ({ demo: readDemoMarker(vault.db), empty: !hasClients(vault.db) }),
  'demo.remove': (_, { vault }) => ({ removedClients: removeDemo(vault.db) }),
};
