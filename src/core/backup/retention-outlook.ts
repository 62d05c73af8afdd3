import type { BackupSummary } from '../../shared/contract';
import { type RetentionPolicy, backupsToPrune } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the last of the backups `holding` picks is expected to be pruned, as an ISO day; null
 * when none of them is a verified backup. Pure, like the retention rule it replays: from
 * `nowMs` on, Coachdesk is assumed to make one backup a day (as it does while it runs) and to
 * prune after each, so the answer is the first day on which none of them survives. A coach who
 * leaves the app closed for weeks keeps old backups longer; the notice says so.
 */
export function lastHeldOn(backups: readonly BackupSummary[], holding: (backup: BackupSummary) => boolean, policy: RetentionPolicy, nowMs: number): string | null {
  let kept = backups.filter((backup) => backup.state === 'verified');
  const held = new Set(kept.filter(holding));
  if (held.size === 0) return null;
  // Past this, even the monthly rule has let go of anything made before today.
  const horizonDays = policy.daily + 7 * (policy.weekly + 1) + 31 * (policy.monthly + 1) + 31;
  for (let day = 0; day <= horizonDays; day++) {
    const at = nowMs + day * DAY_MS;
    if (day > 0) kept = [...kept, futureBackup(at)];
    const pruned = new Set(backupsToPrune(kept, policy, at));
    kept = kept.filter((backup) => !pruned.has(backup));
    if (!kept.some((backup) => held.has(backup))) return new Date(at).toISOString().slice(0, 10);
  }
  return new Date(nowMs + horizonDays * DAY_MS).toISOString().slice(0, 10);
}

function futureBackup(atMs: number): BackupSummary {
  const createdAt = new Date(atMs).toISOString();
  return { path: '', fileName: '', sizeBytes: 0, createdAt, state: 'verified', reason: 'daily', appVersion: null, schemaVersion: null, counts: null, vaultId: null };
}
