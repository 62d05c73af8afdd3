import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../../src/shared/contract';
import { backupProblem } from '../../../src/renderer/src/backups/backup-problem';

const WELL: BackupStatus = { folderReachable: true, lastGoodAt: '2024-04-02T08:00:00.000Z', stale: false, warnAfterDays: 7, lastAutomaticFailure: null };
const FAILED_ON_THE_3RD = { code: 'DISK_FULL', at: '2024-04-03T08:00:00.000Z' } as const;

describe('what the dashboard says about the backups', () => {
  it('says nothing when all is well', () => {
    expect(backupProblem(WELL)).toBeNull();
  });

  it('tells the most pressing problem first: the folder, then a failed automatic backup, then their age', () => {
    expect(backupProblem({ ...WELL, folderReachable: false, stale: true, lastGoodAt: null, lastAutomaticFailure: FAILED_ON_THE_3RD })).toBe('unreachable');
    expect(backupProblem({ ...WELL, stale: true, lastAutomaticFailure: FAILED_ON_THE_3RD })).toBe('failed');
    expect(backupProblem({ ...WELL, stale: true })).toBe('stale');
    expect(backupProblem({ ...WELL, stale: true, lastGoodAt: null })).toBe('none');
  });

  it('forgets a failed automatic backup once a good one was made after it', () => {
    expect(backupProblem({ ...WELL, lastAutomaticFailure: FAILED_ON_THE_3RD })).toBe('failed');
    expect(backupProblem({ ...WELL, lastGoodAt: '2024-04-03T09:30:00.000Z', lastAutomaticFailure: FAILED_ON_THE_3RD })).toBeNull();
    expect(backupProblem({ ...WELL, stale: true, lastGoodAt: null, lastAutomaticFailure: FAILED_ON_THE_3RD })).toBe('failed');
  });
});
