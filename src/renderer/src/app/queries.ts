import { QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Data comes from a local database: no retries on error, no refetch on focus.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export const vaultStatusQuery = queryOptions({
  queryKey: ['vault.status'],
  queryFn: () => call('vault.status', {}),
  staleTime: Infinity,
});

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => call('settings.get', {}),
});

export const practiceAboutQuery = queryOptions({
  queryKey: ['app.about'],
  queryFn: () => call('app.about', {}),
});
