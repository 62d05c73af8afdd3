import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClientSummary, Input, Output } from '../../../shared/contract';
import { call } from '../api/client';
import { clientListQuery } from '../scheduling/queries';

/** Rows asked for at a time: a screenful or two, so a list of ten thousand never loads them all. */
export const CLIENT_PAGE = 100;

type Filters = Omit<Input<'clients.list'>, 'limit' | 'offset' | 'after'>;
type ClientPage = Output<'clients.list'>;
type KeptTotal = Omit<ClientPage, 'items'> & { filtersKey: string };

/**
 * The client list a page at a time: the pages covering the rows in view (`setRange`) are
 * loaded, the total comes with each. While a new search's pages load, the rows shown stay
 * (`stale`), but only in their own places: a page is never shown in another page's place, nor
 * beside a page of the new search.
 */
export function useClientPages(filters: Filters): {
  total: number | undefined;
  /** False when `total` is a floor (a short search, clients.list): pages further on count further. */
  totalIsExact: boolean;
  clientAt: (index: number) => ClientSummary | undefined;
  setRange: (first: number, last: number) => void;
  /** Whether rows of the filters before are shown while the new ones load. */
  stale: boolean;
} {
  const [range, setRangeState] = useState<[number, number]>([0, 0]);
  const setRange = useCallback((first: number, last: number) => setRangeState((r) => (r[0] === first && r[1] === last ? r : [first, last])), []);
  const pageNumbers = useMemo(() => {
    const numbers: number[] = [];
    for (let page = Math.floor(range[0] / CLIENT_PAGE); page <= Math.floor(range[1] / CLIENT_PAGE); page++) numbers.push(page);
    return numbers;
  }, [range]);
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: pageNumbers.map((page) => {
      const offset = page * CLIENT_PAGE;
      const input = { ...filters, limit: CLIENT_PAGE, offset };
      return { queryKey: clientListQuery(input).queryKey, queryFn: () => call('clients.list', { ...input, after: rowBefore(queryClient, input) }) };
    }),
  });
  // useQueries gives a new key an observer of its own, with no result before it to keep
  // (`keepPreviousData` keeps nothing there): the pages last shown are kept here instead.
  const lastShown = useRef(new Map<number, ClientPage>());
  const fresh = results.map((result) => result.data);
  const stale = results.every((result) => result.isPending) && pageNumbers.some((page) => lastShown.current.has(page));
  const loaded = new Map(pageNumbers.map((page, i) => [page, stale ? lastShown.current.get(page) : fresh[i]] as const));
  useEffect(() => {
    lastShown.current = new Map([...loaded].filter((entry): entry is [number, ClientPage] => entry[1] !== undefined));
  });
  // Kept while the pages newly in view load: a list that shrank to nothing meanwhile would scroll
  // back to the top. State set while rendering, as React documents for values derived from a
  // previous render. When the total is a floor (a short search), a page further down counts
  // further: the largest of its filters' is kept, so the list does not shrink when scrolled back.
  const filtersKey = JSON.stringify(filters);
  const [lastTotal, setLastTotal] = useState<KeptTotal | undefined>(undefined);
  const largest = fresh.reduce<ClientPage | undefined>((most, page) => (page && (!most || page.total > most.total) ? page : most), undefined);
  let freshTotal: KeptTotal | undefined = largest && { filtersKey, total: largest.total, totalIsExact: largest.totalIsExact };
  if (freshTotal && !freshTotal.totalIsExact && lastTotal?.filtersKey === filtersKey && lastTotal.total > freshTotal.total) freshTotal = lastTotal;
  if (freshTotal && (freshTotal.total !== lastTotal?.total || freshTotal.totalIsExact !== lastTotal.totalIsExact || freshTotal.filtersKey !== lastTotal.filtersKey)) setLastTotal(freshTotal);
  const { total, totalIsExact } = freshTotal ?? lastTotal ?? { total: undefined, totalIsExact: true };
  const clientAt = (index: number) => loaded.get(Math.floor(index / CLIENT_PAGE))?.items[index % CLIENT_PAGE];
  return { total, totalIsExact, clientAt, setRange, stale };
}

/**
 * The last row of the page before, when it is loaded and full: as the coach scrolls on, the next
 * page is found by seeking past it, which costs the same at any depth; a jump down the
 * scrollbar has no page before it loaded and goes by offset (by name, the core seeks to the
 * nearest name mark first: name-marks.ts).
 */
function rowBefore(queryClient: QueryClient, input: Input<'clients.list'>): Input<'clients.list'>['after'] {
  const offset = input.offset ?? 0;
  if (offset === 0) return null;
  const before = queryClient.getQueryData(clientListQuery({ ...input, offset: offset - CLIENT_PAGE }).queryKey);
  const last = before?.items.length === CLIENT_PAGE ? before.items.at(-1) : undefined;
  return last ? { id: last.id, fullName: last.fullName, code: last.code } : null;
}
