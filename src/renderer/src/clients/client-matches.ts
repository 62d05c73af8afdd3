import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';

/** How many clients a picker shows at once: enough to choose from, few enough to stay instant. */
export const CLIENT_MATCHES = 20;

/**
 * The clients a picker offers for what the coach typed: a page of current clients whose name,
 * email, tags or code contain it; with nothing typed, the active clients added last (a practice
 * with no active client yet gets its newest clients instead).
 */
export const clientMatchesQuery = (term: string) =>
  queryOptions({
    queryKey: ['clients', 'matches', term],
    queryFn: async () => {
      const page = { view: 'current', limit: CLIENT_MATCHES } as const;
      if (term) return call('clients.list', { ...page, search: term, sort: 'name' });
      const active = await call('clients.list', { ...page, status: 'active', sort: 'recent' });
      return active.total > 0 ? active : call('clients.list', { ...page, sort: 'recent' });
    },
  });
