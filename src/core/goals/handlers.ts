import type { goalsContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { addCheckIn, deleteCheckIn, updateCheckIn } from './checkins';
import { getGoal } from './goal-detail';
import { countStaleGoals, listGoals } from './goal-list';
import { createGoal, deleteGoal, updateGoal } from './goal-store';
import { linkSession } from './links';
import { addMilestone, deleteMilestone, reorderMilestones, updateMilestone } from './milestones';
import { todayIn } from './today';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();

const detail = (context: CoreContext, goalId: number) => getGoal(context.vault.db, goalId, todayIn(context));

export const goalsHandlers: HandlerGroup<keyof typeof goalsContract> = {
  'goals.list': (input, context) => listGoals(context.vault.db, input, todayIn(context, input.timeZone)),
  'goals.staleCount': (input, context) => ({ stale: countStaleGoals(context.vault.db, input, todayIn(context, input.timeZone)) }),
  'goals.get': ({ id }, context) => detail(context, id),
  'goals.create': (input, context) => detail(context, createGoal(context.vault.db, input, iso(context))),
  'goals.update': ({ id, changes }, context) => {
    updateGoal(context.vault.db, id, changes, iso(context));
    return detail(context, id);
  },
  'goals.delete': ({ id }, { vault }) => {
    deleteGoal(vault.db, id);
    return { deleted: true };
  },
  'goals.addCheckIn': (input, context) => detail(context, addCheckIn(context.vault.db, input, todayIn(context), iso(context))),
  'goals.updateCheckIn': ({ id, changes }, context) => detail(context, updateCheckIn(context.vault.db, id, changes, iso(context))),
  'goals.deleteCheckIn': ({ id }, context) => detail(context, deleteCheckIn(context.vault.db, id)),
  'goals.addMilestone': ({ goalId, title }, context) => {
    addMilestone(context.vault.db, goalId, title, iso(context));
    return detail(context, goalId);
  },
  'goals.updateMilestone': ({ id, changes }, context) => detail(context, updateMilestone(context.vault.db, id, changes, iso(context))),
  'goals.deleteMilestone': ({ id }, context) => detail(context, deleteMilestone(context.vault.db, id)),
  'goals.reorderMilestones': ({ goalId, order }, context) => {
    reorderMilestones(context.vault.db, goalId, order, iso(context));
    return detail(context, goalId);
  },
  'goals.linkSession': ({ goalId, sessionId, linked }, context) => {
    linkSession(context.vault.db, goalId, sessionId, linked);
    return detail(context, goalId);
  },
};
