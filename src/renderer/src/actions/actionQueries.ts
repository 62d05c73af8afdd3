import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ActionChanges, ActionCreate, ActionListInput } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';

/** Every list of action items is under ['actions']: any change refreshes them all. */
export const actionsQuery = (input: ActionListInput) => queryOptions({ queryKey: ['actions', 'list', input], queryFn: () => call('actions.list', input), staleTime: 0 });

export const sinceLastTimeQuery = (sessionId: number) =>
  queryOptions({ queryKey: ['actions', 'sinceLastTime', sessionId], queryFn: () => call('actions.sinceLastTime', { sessionId }), staleTime: 0 });

export const completionQuery = (clientId: number, from: string, to: string) =>
  queryOptions({ queryKey: ['actions', 'completion', clientId, from, to], queryFn: () => call('actions.completionRate', { clientId, from, to }), staleTime: 0 });

/** A goal's page lists the action items linked to it, with their state. */
const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['actions'] }), queryClient.invalidateQueries({ queryKey: ['goals.get'] })]);

export function useActionMutations() {
  return {
    create: useMutation({ mutationFn: (input: ActionCreate) => call('actions.create', input), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, changes }: { id: number; changes: ActionChanges }) => call('actions.update', { id, changes }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => call('actions.delete', { id }), onSuccess: refresh }),
    // The date as the coach left it: null clears it (undefined would keep the old, overdue one).
    carry: useMutation({
      mutationFn: ({ id, sessionId, dueOn }: { id: number; sessionId: number; dueOn: string | null }) => call('actions.carryForward', { id, sessionId, dueOn }),
      onSuccess: refresh,
    }),
  };
}
