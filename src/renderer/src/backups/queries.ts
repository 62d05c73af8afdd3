import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EventPayload } from '../../../shared/contract';
import { call, onEvent } from '../api/client';
import { queryClient } from '../app/queries';

export const backupOverviewQuery = queryOptions({
  queryKey: ['backup.overview'],
  queryFn: () => call('backup.overview', {}),
  // Automatic backups happen behind the page's back; a minute-old list is old enough.
  refetchInterval: 60_000,
});

export type BackupProgress = EventPayload<'backup.progress'>;

/** The running backup or restore, if any; the list refreshes when one ends. */
export function useBackupProgress(): BackupProgress | null {
  const [progress, setProgress] = useState<BackupProgress | null>(null);
  useEffect(
    () =>
      onEvent('backup.progress', (next) => {
        const finished = next.phase === 'done' || next.phase === 'failed';
        setProgress(finished ? null : next);
        if (finished) void queryClient.invalidateQueries({ queryKey: backupOverviewQuery.queryKey });
      }),
    [],
  );
  return progress;
}
