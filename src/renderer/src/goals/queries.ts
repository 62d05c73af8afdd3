import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GoalDetail, GoalListInput } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';

export type GoalFilter = z.input<typeof GoalListInput>;

export const goalListQuery = (filter: GoalFilter) =>
  queryOptions({ queryKey: ['goals.list', filter], queryFn: () => call('goals.list', filter) });

/** Under the lists' key, so whatever refreshes the lists refreshes the count. */
export const staleGoalCountQuery = (filter: Omit<GoalFilter, 'staleOnly' | 'limit'>) =>
  queryOptions({ queryKey: ['goals.list', 'staleCount', filter], queryFn: () => call('goals.staleCount', filter) });

export const goalQuery = (id: number) => queryOptions({ queryKey: ['goals.get', id], queryFn: () => call('goals.get', { id }) });

export const clientTagsQuery = queryOptions({ queryKey: ['clients.tags'], queryFn: () => call('clients.tags', {}) });

export const clientSessionsQuery = (clientId: number) =>
  queryOptions({ queryKey: ['sessions.list', { clientId }], queryFn: () => call('sessions.list', { clientId, includeCancelled: false }) });

/** After any change to a goal: show its new state at once, and refresh every list it may be in. */
export function showGoal(detail: GoalDetail): void {
  queryClient.setQueryData(goalQuery(detail.id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: ['goals.list'] });
  // The assessment comparison lists each area's goals.
  void queryClient.invalidateQueries({ queryKey: ['assessments.compare'] });
}

/** A goal call that answers with the goal as it now is. */
export function useGoalChange<T>(change: (input: T) => Promise<GoalDetail>) {
  return useMutation({ mutationFn: change, onSuccess: showGoal });
}
