import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';

/** The coach's own zone: "today" and new sessions are in it. */
export const COACH_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const clientListQuery = (input: Input<'clients.list'>) => queryOptions({ queryKey: ['clients', 'list', input], queryFn: () => call('clients.list', input) });
export const clientQuery = (id: number) => queryOptions({ queryKey: ['clients', 'one', id], queryFn: () => call('clients.get', { id }) });
export const tagsQuery = queryOptions({ queryKey: ['clients', 'tags'], queryFn: () => call('clients.tags', {}) });
export const creditsQuery = (clientId: number) => queryOptions({ queryKey: ['packages', clientId], queryFn: () => call('packages.list', { clientId }) });
export const sessionsQuery = (input: Input<'sessions.list'>) => queryOptions({ queryKey: ['sessions', input], queryFn: () => call('sessions.list', input) });
export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: () => call('dashboard.get', { timeZone: COACH_TIME_ZONE }) });

/** Clients, sessions, credits and the dashboard all read each other's data: refresh them together. */
export function refreshScheduling(): Promise<void> {
  return Promise.all(['clients', 'sessions', 'packages', 'dashboard'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(() => undefined);
}
