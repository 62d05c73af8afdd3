import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';

/** What the shell offers: a native save dialog and the system print dialog (desktop app), or neither (browser). */
export const reportCapabilitiesQuery = queryOptions({
  queryKey: ['reports.capabilities'],
  queryFn: () => call('reports.capabilities', {}),
  staleTime: Infinity,
});
