import type { demoContract } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { HandlerGroup } from '../api/types';
import { withBackgroundCheckpoints } from './background-checkpoints';
import { readDemoMarker, removeDemo } from './demo-marker';
import { hasClients, seedDemo } from './seed';

export const demoHandlers: HandlerGroup<keyof typeof demoContract> = {
  'demo.seed': (input, context) => {
    const { vault, events, now, backups } = context;
    const onBatch = (done: number, total: number) => {
      // Filling the practice is the coach's doing: it must not count as idle time.
      vault.touch();
      events.emit('demo.progress', { done, total });
    };
    const options = { ...input, timeZone: input.timeZone ?? systemTimeZone(), now: now() };
    return backups.duringBulkWrite(() => withBackgroundCheckpoints(context, (checkpoints) => seedDemo(() => vault.db, options, onBatch, checkpoints)));
  },
  'demo.status': (_, { vault }) => ({ demo: readDemoMarker(vault.db), empty: !hasClients(vault.db) }),
  'demo.remove': (_, { vault }) => ({ removedClients: removeDemo(vault.db) }),
};
