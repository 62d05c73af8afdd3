import type { actionsContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { listActions, sinceLastTime } from './action-list';
import { getAction, todayIn } from './action-rows';
import { carryForward, createAction, deleteAction, updateAction } from './action-store';
import { completionRate } from './completion';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();
const today = (context: CoreContext, zone: string | null | undefined) => todayIn(context.now(), zone);

export const actionsHandlers: HandlerGroup<keyof typeof actionsContract> = {
  'actions.create': (input, context) => getAction(context.vault.db, createAction(context.vault.db, input, iso(context)), today(context, input.timeZone)),
  'actions.update': ({ id, changes, timeZone }, context) => {
    updateAction(context.vault.db, id, changes, iso(context));
    return getAction(context.vault.db, id, today(context, timeZone));
  },
  'actions.delete': ({ id }, { vault }) => {
    deleteAction(vault.db, id);
    return { deleted: true };
  },
  'actions.list': (input, context) => listActions(context.vault.db, input, today(context, input.timeZone)),
  'actions.sinceLastTime': ({ sessionId, timeZone }, context) => sinceLastTime(context.vault.db, sessionId, today(context, timeZone)),
  'actions.carryForward': ({ id, sessionId, dueOn, timeZone }, context) => {
    carryForward(context.vault.db, id, sessionId, dueOn, iso(context));
    return getAction(context.vault.db, id, today(context, timeZone));
  },
  'actions.completionRate': ({ clientId, from, to, timeZone }, { vault }) => completionRate(vault.db, clientId, from, to, timeZone),
};
