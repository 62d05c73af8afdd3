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

/** The overview's warnings alone (no list): the dashboard's alert and the navigation's marker, on every page. */
export const backupStatusQuery = queryOptions({
  queryKey: ['backup.status'],
  queryFn: () => call('backup.status', {}),
  // A backup grows old while the window stays open.
  refetchInterval: 60_000,
});

export type BackupProgress = EventPayload<'backup.progress'>;

function finished(progress: BackupProgress): boolean {
  return progress.phase === 'done' || progress.phase === 'failed';
}

/** The running backup or restore, if any; the list refreshes when one ends. */
export function useBackupProgress(): BackupProgress | null {
  const [progress, setProgress] = useState<BackupProgress | null>(null);
  useEffect(
    () =>
      onEvent('backup.progress', (next) => {
        setProgress(finished(next) ? null : next);
        if (finished(next)) void queryClient.invalidateQueries({ queryKey: backupOverviewQuery.queryKey });
      }),
    [],
  );
  return progress;
}

/**
 * While the practice is open: the status is read again when any backup or restore ends, the
 * coach's or an automatic one, on whatever page the coach is.
 */
export function useBackupStatusRefresh(): void {
  useEffect(
    () =>
      onEvent('backup.progress', (next) => {
        if (finished(next)) void refreshBackupStatus();
      }),
    [],
  );
}

/** After the folder or the warning's number of days changed. */
export function refreshBackupStatus(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: backupStatusQuery.queryKey });
}
