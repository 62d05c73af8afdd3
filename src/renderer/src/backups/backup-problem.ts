import type { BackupStatus } from '../../../shared/contract';

export type BackupProblem = 'unreachable' | 'failed' | 'none' | 'stale';

/**
 * The one thing most worth telling a coach about their backups, or null when all is well: the
 * folder out of reach (no backup can be made), then an automatic backup that failed (unless a
 * good backup was made after it), then no good backup at all, or none recent enough.
 * The Backups page shows each of them in full.
 */
export function backupProblem(status: BackupStatus): BackupProblem | null {
  if (!status.folderReachable) return 'unreachable';
  const failure = status.lastAutomaticFailure;
  // Both are UTC ISO instants written by toISOString, so they compare as strings.
  if (failure && (status.lastGoodAt === null || failure.at > status.lastGoodAt)) return 'failed';
  if (status.stale) return status.lastGoodAt === null ? 'none' : 'stale';
  return null;
}

/** Red when no backup is being made, orange when the coach should make one. */
export const PROBLEM_COLOUR: Record<BackupProblem, 'red' | 'orange'> = { unreachable: 'red', failed: 'red', none: 'orange', stale: 'orange' };
