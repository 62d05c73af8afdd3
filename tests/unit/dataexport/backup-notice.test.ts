import { describe, expect, it } from 'vitest';
import { lastHeldOn } from '../../../src/core/backup/retention-outlook';
import type { BackupSummary } from '../../../src/shared/contract';
import { makePractice } from '../support/practice';

const POLICY = { daily: 7, weekly: 4, monthly: 12 };
const NOW = Date.parse('2026-05-15T10:00:00Z');

function backup(createdAt: string, reason: BackupSummary['reason'] = 'daily', state: BackupSummary['state'] = 'verified'): BackupSummary {
  return { path: `/b/${createdAt}`, fileName: createdAt, sizeBytes: 1, createdAt, state, reason, appVersion: '0.1.0', schemaVersion: 7, counts: {}, vaultId: null };
}

describe('when older backups stop holding an erased client', () => {
  it('a backup from today goes once a week of daily backups has passed it', () => {
    const today = backup('2026-05-15T08:00:00Z');
    expect(lastHeldOn([today], (b) => b === today, POLICY, NOW)).toBe('2026-05-22');
  });

  it("the last backup of last month stays for the monthly rule's twelve months", () => {
    const list = [backup('2026-04-30T20:00:00Z'), backup('2026-05-14T08:00:00Z'), backup('2026-05-15T08:00:00Z')];
    expect(lastHeldOn(list, () => true, POLICY, NOW)).toBe('2027-04-01');
    expect(lastHeldOn(list, () => true, { ...POLICY, monthly: 2 }, NOW)).toBe('2026-06-01');
  });

  it('is null when no verified backup holds the client', () => {
    expect(lastHeldOn([backup('2026-05-01T00:00:00Z', 'daily', 'damaged')], () => true, POLICY, NOW)).toBeNull();
    expect(lastHeldOn([backup('2026-05-01T00:00:00Z')], () => false, POLICY, NOW)).toBeNull();
  });

  it('the erase tells the coach how many backups hold the client and until when, counting only those made since the client was added', async () => {
    let now = Date.parse('2026-03-01T09:00:00Z');
    const { core } = await makePractice({ now: () => now });
    await core.call('backup.create', {});
    now += 24 * 3600_000;
    const client = await core.call('clients.create', { fullName: 'Leaving Client', tags: [] });
    now += 3600_000;
    await core.call('backup.create', {});
    await core.call('clients.trash', { id: client.id });
    const preview = await core.call('clients.erasePreview', { id: client.id });
    expect(preview).toMatchObject({ backupsHoldingClient: 1, keptUntilDeleted: 0, folderUnreachable: false, holdsUntil: '2026-03-09' });
    const { notice } = await core.call('clients.erase', { id: client.id });
    expect(notice).toEqual(preview);
  });
});
