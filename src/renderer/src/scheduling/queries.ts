import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { COACH_TIME_ZONE } from './wall-clock';

export const clientListQuery = (input: Input<'clients.list'>) => queryOptions({ queryKey: ['clients', 'list', input], queryFn: () => call('clients.list', input) });
export const clientQuery = (id: number) => queryOptions({ queryKey: ['clients', 'one', id], queryFn: () => call('clients.get', { id }) });
export const tagsQuery = queryOptions({ queryKey: ['clients', 'tags'], queryFn: () => call('clients.tags', {}) });
export const creditsQuery = (clientId: number) => queryOptions({ queryKey: ['packages', clientId], queryFn: () => call('packages.list', { clientId }) });
export const sessionsQuery = (input: Input<'sessions.list'>) => queryOptions({ queryKey: ['sessions', input], queryFn: () => call('sessions.list', input) });
export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: () => call('dashboard.get', { timeZone: COACH_TIME_ZONE }) });

/**
 * What a change to a client or a session may alter: the lists and pages of both, credits, the
 * dashboard, the overlap checks (a slot just booked or freed), the action items (they show their
 * session's date) and the goals (they show their client and offer the client's sessions).
 */
const SCHEDULING_KEYS = ['clients', 'sessions', 'packages', 'dashboard', 'conflicts', 'actions', 'goals.list', 'goals.get', 'clients.tags', 'sessions.list'];

export function refreshScheduling(): Promise<void> {
  return Promise.all(SCHEDULING_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(() => undefined);
}
