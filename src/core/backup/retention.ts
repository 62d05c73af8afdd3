import type { BackupSummary } from '../../shared/contract';

export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which backups may go: among verified ones, the newest of each of the last `daily` days,
 * `weekly` ISO weeks and `monthly` months that have a backup are kept (periods in UTC),
 * and so is the newest of all. Backups made on purpose (by the coach, or just before a
 * restore or an upgrade) are also kept for `daily` days, whatever else was made since: an
 * on-quit backup minutes later must not replace the one the coach asked for. Damaged or
 * newer files are never pruned: the coach decides about those.
 */
export function backupsToPrune(backups: readonly BackupSummary[], policy: RetentionPolicy, nowMs: number): BackupSummary[] {
  const good = backups.filter((backup) => backup.state === 'verified').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const keep = new Set<BackupSummary>(good.slice(0, 1));
  const keepNewestPer = (period: (date: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of good) {
      const key = period(new Date(backup.createdAt));
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(backup);
    }
  };
  keepNewestPer((date) => date.toISOString().slice(0, 10), policy.daily);
  keepNewestPer(isoWeek, policy.weekly);
  keepNewestPer((date) => date.toISOString().slice(0, 7), policy.monthly);
  for (const backup of good) {
    const deliberate = backup.reason === 'manual' || backup.reason === 'pre-restore' || backup.reason === 'pre-migration';
    if (deliberate && nowMs - Date.parse(backup.createdAt) < policy.daily * DAY_MS) keep.add(backup);
  }
  return good.filter((backup) => !keep.has(backup));
}

/** ISO 8601 week ("2024-W05"): weeks start on Monday and belong to the year of their Thursday. */
function isoWeek(date: Date): string {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const week = Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / (7 * DAY_MS)) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
