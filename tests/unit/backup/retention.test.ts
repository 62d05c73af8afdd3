import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupsToPrune } from '../../../src/core/backup/retention';
import type { BackupReason, BackupState, BackupSummary } from '../../../src/shared/contract';
import { makePractice, tempDir } from '../support/practice';

const DAY = 24 * 60 * 60 * 1000;
const POLICY = { daily: 7, weekly: 4, monthly: 12 };

function summary(createdAt: string, reason: BackupReason = 'daily', state: BackupState = 'verified'): BackupSummary {
  return { path: `/b/${createdAt}-${reason}`, fileName: createdAt, sizeBytes: 1, createdAt, state, reason, appVersion: '1', schemaVersion: 1, counts: {}, vaultId: 'this' };
}

function kept(backups: BackupSummary[], nowIso: string, policy = POLICY): string[] {
  const pruned = new Set(backupsToPrune(backups, policy, Date.parse(nowIso)));
  return backups.filter((b) => !pruned.has(b)).map((b) => b.createdAt.slice(0, 10)).sort();
}

describe('retention: which backups are kept', () => {
  it('keeps the newest of each of the last 7 days, 4 weeks and 12 months', () => {
    const end = Date.parse('2024-06-30T12:00:00Z'); // a Sunday
    const daily = Array.from({ length: 400 }, (_, i) => summary(new Date(end - i * DAY).toISOString()));
    expect(kept(daily, '2024-06-30T13:00:00Z')).toEqual(
      [
        // 12 months: the last backup of each
        '2023-07-31', '2023-08-31', '2023-09-30', '2023-10-31', '2023-11-30', '2023-12-31', '2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31',
        // 4 ISO weeks (Monday to Sunday): the Sundays
        '2024-06-09', '2024-06-16', '2024-06-23',
        // 7 days
        '2024-06-24', '2024-06-25', '2024-06-26', '2024-06-27', '2024-06-28', '2024-06-29', '2024-06-30',
      ].sort(),
    );
  });

  it('keeps only the newest of several backups on one day', () => {
    const backups = ['2024-03-01T08:00:00Z', '2024-03-01T12:00:00Z', '2024-03-01T18:00:00Z'].map((at) => summary(at, 'quit'));
    const pruned = backupsToPrune(backups, POLICY, Date.parse('2024-03-01T19:00:00Z'));
    expect(pruned.map((b) => b.createdAt)).toEqual(['2024-03-01T12:00:00Z', '2024-03-01T08:00:00Z']);
  });

  it('never prunes the only good backup, nor damaged or newer files', () => {
    const backups = [summary('2020-01-01T00:00:00Z'), summary('2024-05-01T00:00:00Z', 'daily', 'damaged'), summary('2024-05-02T00:00:00Z', 'daily', 'newer')];
    expect(backupsToPrune(backups, { daily: 1, weekly: 0, monthly: 0 }, Date.parse('2024-05-03T00:00:00Z'))).toEqual([]);
  });

  it('keeps backups made on purpose (by the coach, before a restore or an upgrade) for the daily window', () => {
    const backups = [summary('2024-03-10T08:00:00Z', 'manual'), summary('2024-03-10T09:00:00Z', 'pre-restore'), summary('2024-03-10T10:00:00Z', 'pre-migration'), summary('2024-03-10T20:00:00Z', 'quit')];
    expect(backupsToPrune(backups, POLICY, Date.parse('2024-03-12T00:00:00Z'))).toEqual([]);
    expect(backupsToPrune(backups, POLICY, Date.parse('2024-03-30T00:00:00Z')).map((b) => b.reason)).toEqual(['pre-migration', 'pre-restore', 'manual']);
  });
});

describe('retention in the backup folder', () => {
  it('prunes surplus verified backups after each daily backup, on a fake clock', async () => {
    let now = Date.parse('2024-01-01T09:00:00Z'); // a Monday
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, now: () => now });
    const folder = join(dataDir, 'backups');
    const stranger = join(folder, 'coachdesk-2023-12-01T00-00-00Z-daily.coachdesk-backup');
    for (let day = 0; day < 20; day++) {
      expect(await core.context.backups.timer.check()).toBe(true);
      if (day === 0) writeFileSync(stranger, 'damaged: never pruned, the coach decides');
      now += DAY;
    }
    const dates = (await core.call('backup.overview', {})).backups.filter((b) => b.state === 'verified').map((b) => b.createdAt.slice(0, 10));
    // 7 days (14th to 20th) and the newest of the three ISO weeks so far (7th, 14th, 20th).
    expect(dates.sort()).toEqual(['2024-01-07', '2024-01-14', '2024-01-15', '2024-01-16', '2024-01-17', '2024-01-18', '2024-01-19', '2024-01-20']);
    expect(readdirSync(folder)).toContain('coachdesk-2023-12-01T00-00-00Z-daily.coachdesk-backup');
    expect(readdirSync(folder).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
