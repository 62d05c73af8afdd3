import { queryOptions, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEMO_PRACTICE, type EventPayload } from '../../../shared/contract';
import { call, onEvent } from '../api/client';
import { queryClient } from '../app/queries';

export const demoStatusQuery = queryOptions({
  queryKey: ['demo.status'],
  queryFn: () => call('demo.status', {}),
  staleTime: Infinity,
});

/** Filling or emptying the practice changes every screen: everything is read again. */
const refreshEverything = () => queryClient.invalidateQueries();

export function useFillDemo() {
  return useMutation({ mutationFn: () => call('demo.seed', { ...DEMO_PRACTICE }), onSettled: refreshEverything });
}

/** How far filling the demo practice has come, while it runs. */
export function useDemoProgress(): EventPayload<'demo.progress'> | null {
  const [progress, setProgress] = useState<EventPayload<'demo.progress'> | null>(null);
  useEffect(() => onEvent('demo.progress', (next) => setProgress(next.done < next.total ? next : null)), []);
  return progress;
}
