import { mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { makePractice, tempDir } from '../support/practice';
import { rewriteHeader } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

/** The overview's warnings, as the Backups page reads them. */
async function overviewWarnings(core: Core) {
  const { folderReachable, lastGoodAt, stale, warnAfterDays, lastAutomaticFailure } = await core.call('backup.overview', {});
  return { folderReachable, lastGoodAt, stale, warnAfterDays, lastAutomaticFailure };
}

describe('backup status (the dashboard and the navigation)', () => {
  it('says what the Backups page says: none yet, a good one, one grown old, a longer setting', async () => {
    let now = Date.parse('2024-03-31T08:00:00Z');
    const { core } = await makePractice({ now: () => now });
    now += 2 * DAY;
    expect(await core.call('backup.status', {})).toEqual({ folderReachable: true, lastGoodAt: null, stale: true, warnAfterDays: 7, lastAutomaticFailure: null });
    expect(await core.call('backup.status', {})).toEqual(await overviewWarnings(core));

    await core.call('backup.create', {});
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: '2024-04-02T08:00:00.000Z', stale: false });
    now += 8 * DAY;
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: '2024-04-02T08:00:00.000Z', stale: true });
    expect(await core.call('backup.status', {})).toEqual(await overviewWarnings(core));
    await core.call('settings.update', { backupWarnAfterDays: 10 });
    expect(await core.call('backup.status', {})).toMatchObject({ stale: false, warnAfterDays: 10 });
  });

  it("does not warn of no backup in a practice's first day: its first is made within a minute, and one that fails says so", async () => {
    let now = Date.parse('2024-04-02T08:00:00Z');
    const { core } = await makePractice({ now: () => now });
    expect(await core.call('backup.status', {})).toEqual({ folderReachable: true, lastGoodAt: null, stale: false, warnAfterDays: 7, lastAutomaticFailure: null });
    expect(await core.call('backup.status', {})).toEqual(await overviewWarnings(core));
    now += DAY - 1000;
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: null, stale: false });
    now += 2000;
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: null, stale: true });
    expect(await core.call('backup.status', {})).toEqual(await overviewWarnings(core));
  });

  it('counts only good backups: a damaged file in the folder, however new, is not one', async () => {
    const now = Date.parse('2024-04-02T08:00:00Z');
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, now: () => now });
    await core.call('backup.create', {});
    writeFileSync(join(dataDir, 'backups', 'coachdesk-2024-04-03T00-00-00Z-daily.coachdesk-backup'), 'not a backup');
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: '2024-04-02T08:00:00.000Z', stale: false });
  });

  it('reads a backup again when it changed in the folder since it was last listed', async () => {
    let now = Date.parse('2024-03-31T08:00:00Z');
    const { core } = await makePractice({ now: () => now });
    now += 2 * DAY; // past its first day, when having no backup is worth a warning
    const backup = await core.call('backup.create', {});
    const bytes = readFileSync(backup.path);
    const listed = async () => (await core.call('backup.overview', {})).backups.map((b) => [b.createdAt, b.state]);
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: '2024-04-02T08:00:00.000Z', stale: false });

    truncateSync(backup.path, bytes.length - 4096); // cut short
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: null, stale: true });
    expect((await listed())[0]![1]).toBe('damaged');

    writeFileSync(backup.path, bytes); // whole again
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: '2024-04-02T08:00:00.000Z', stale: false });
    expect(await listed()).toEqual([['2024-04-02T08:00:00.000Z', 'verified']]);

    // The same size, another header: its date, not the one read before, counts.
    rewriteHeader(backup.path, (header) => void (header.createdAt = '2024-03-01T08:00:00.000Z'));
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: '2024-03-01T08:00:00.000Z', stale: true });
    expect(await listed()).toEqual([['2024-03-01T08:00:00.000Z', 'verified']]);

    rmSync(backup.path);
    expect(await core.call('backup.status', {})).toMatchObject({ lastGoodAt: null, stale: true });
    expect(await listed()).toEqual([]);
  });

  it('says when the chosen folder is out of reach and the automatic backup failed', async () => {
    let now = Date.parse('2024-03-31T08:00:00Z');
    const { core } = await makePractice({ now: () => now });
    now += 2 * DAY;
    const usb = join(tempDir(), 'usb');
    mkdirSync(usb);
    await core.call('backup.setFolder', { path: usb });
    await core.call('backup.create', {});
    rmSync(usb, { recursive: true }); // the drive is unplugged
    await core.context.backups.timer.check();
    const status = await core.call('backup.status', {});
    expect(status).toMatchObject({ folderReachable: false, lastGoodAt: null, stale: true, lastAutomaticFailure: { code: 'BACKUP_FOLDER_UNREACHABLE', details: { folder: usb } } });
    expect(status).toEqual(await overviewWarnings(core));
  });

  it('takes no input', async () => {
    const { core } = await makePractice();
    await expect(core.call('backup.status', { folder: '/elsewhere' } as never)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
