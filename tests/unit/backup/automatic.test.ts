import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { EventPayload } from '../../../src/shared/contract';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

const HOUR = 60 * 60 * 1000;

describe('automatic backups', () => {
  it('backs up once a day while the practice is open, on a fake clock', async () => {
    let now = Date.parse('2024-04-02T08:00:00Z');
    const { core } = await makePractice({ now: () => now });
    const timer = core.context.backups.timer;
    expect(await timer.check()).toBe(true);
    expect(await timer.check()).toBe(false);
    now += 23 * HOUR;
    expect(await timer.check()).toBe(false);
    now += 2 * HOUR;
    expect(await timer.check()).toBe(true);
    const reasons = (await core.call('backup.overview', {})).backups.map((b) => [b.reason, b.createdAt]);
    expect(reasons).toEqual([
      ['daily', '2024-04-03T09:00:00.000Z'],
      ['daily', '2024-04-02T08:00:00.000Z'],
    ]);
  });

  it('backs up on quit when something changed since the last backup, and not otherwise', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('backup.create', {});
    core.vault.db.prepare("INSERT INTO meta (key, value) VALUES ('changed', 'after the backup')").run();
    await core.shutdown();
    const again = makeCore({ dataDir });
    await again.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await again.call('backup.overview', {})).backups.map((b) => b.reason)).toEqual(['quit', 'manual']);
    expect(again.vault.db.prepare("SELECT value FROM meta WHERE key = 'changed'").pluck().get()).toBe('after the backup');

    await again.shutdown();
    const third = makeCore({ dataDir });
    await third.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await third.call('backup.overview', {})).backups).toHaveLength(2);
  });

  it('lets a backup under way finish when a command line closes the practice, and makes none of its own', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    core.vault.db.prepare("INSERT INTO meta (key, value) VALUES ('changed', 'not backed up')").run();
    const errors = vi.spyOn(console, 'error');
    // The daily backup, as its timer starts it a minute after unlocking.
    const daily = core.context.backups.automatic('daily');
    await core.closeWhenIdle();
    await daily;
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(core.vault.isUnlocked).toBe(false);
    const again = makeCore({ dataDir });
    await again.call('vault.unlock', { passphrase: PASSPHRASE });
    const backups = (await again.call('backup.overview', {})).backups;
    expect(backups.map((b) => [b.reason, b.state])).toEqual([['daily', 'verified']]);
  });

  it('puts the daily backup off while demo data is written, and makes it at the next check after', async () => {
    const { core } = await makePractice();
    const { backups } = core.context;
    const overview = async () => (await core.call('backup.overview', {})).backups.map((b) => b.reason);
    let finish = () => {};
    const writing = backups.duringBulkWrite(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(await backups.timer.check()).toBe(true);
    expect(await overview()).toEqual([]);
    finish();
    await writing;
    expect(await backups.timer.check()).toBe(true);
    expect(await overview()).toEqual(['daily']);
    // A backup the coach asks for is not put off.
    await backups.duringBulkWrite(() => core.call('backup.create', {}));
    expect((await overview())[0]).toBe('manual');
  });

  it('writes demo data as a bulk write', async () => {
    const { core } = await makePractice();
    const bulk = vi.spyOn(core.context.backups, 'duringBulkWrite');
    await core.call('demo.seed', { clients: 2, sessionsPerClient: 1, notesPerClient: 0, seed: 1 });
    expect(bulk).toHaveBeenCalledOnce();
    await expect(bulk.mock.results[0]!.value).resolves.toMatchObject({ marker: { clients: 2 } });
  });

  it('warns when the newest good backup is older than the setting allows', async () => {
    let now = Date.parse('2024-03-31T08:00:00Z');
    const { core } = await makePractice({ now: () => now });
    expect(await core.call('backup.overview', {})).toMatchObject({ stale: false, lastGoodAt: null }); // its first day (status.test.ts)
    now += 2 * 24 * HOUR;
    expect(await core.call('backup.overview', {})).toMatchObject({ stale: true, lastGoodAt: null });
    await core.call('backup.create', {});
    expect(await core.call('backup.overview', {})).toMatchObject({ stale: false, lastGoodAt: '2024-04-02T08:00:00.000Z' });
    now += 8 * 24 * HOUR;
    expect(await core.call('backup.overview', {})).toMatchObject({ stale: true, warnAfterDays: 7, lastGoodAt: '2024-04-02T08:00:00.000Z' });
    await core.call('settings.update', { backupWarnAfterDays: 10 });
    expect((await core.call('backup.overview', {})).stale).toBe(false);
  });

  it('says so when the chosen folder is unreachable, and keeps the pre-restore copy in the default folder', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const usb = join(tempDir(), 'usb');
    mkdirSync(usb);
    await expect(core.call('backup.setFolder', { path: join(usb, 'missing') })).rejects.toMatchObject({ code: 'BACKUP_FOLDER_UNREACHABLE' });
    await core.call('backup.setFolder', { path: usb });
    const onUsb = await core.call('backup.create', {});
    expect(onUsb.path.startsWith(usb)).toBe(true);

    rmSync(usb, { recursive: true }); // the drive is unplugged
    await core.context.backups.timer.check();
    const overview = await core.call('backup.overview', {});
    expect(overview).toMatchObject({ folderReachable: false, backups: [], lastAutomaticFailure: { code: 'BACKUP_FOLDER_UNREACHABLE', details: { folder: usb } } });
    await expect(core.call('backup.create', {})).rejects.toMatchObject({ code: 'BACKUP_FOLDER_UNREACHABLE' });

    // A copy saved elsewhere can still be restored; the copy of what it replaces goes to the default folder.
    const elsewhere = await core.call('backup.create', { path: join(tempDir(), 'manual-copy') });
    // The path as given: the app's save-as adds the extension itself (withBackupExtension).
    expect(elsewhere.path.endsWith('manual-copy')).toBe(true);
    const result = await core.call('backup.restore', { path: elsewhere.path, passphrase: PASSPHRASE });
    expect(result.preRestoreBackup!.startsWith(join(dataDir, 'backups'))).toBe(true);
  });

  it('reports progress by phase, from the first step to done', async () => {
    const { core } = await makePractice();
    const seen: EventPayload<'backup.progress'>[] = [];
    core.events.on('backup.progress', (progress) => seen.push(progress));
    const backup = await core.call('backup.create', {});
    expect([...new Set(seen.map((p) => p.phase))]).toEqual(['snapshot', 'verifying', 'writing', 'done']);
    // The bar moves while the copy is checked and its rows counted (most of a backup's time), a step per part.
    expect(new Set(seen.filter((p) => p.phase === 'verifying').map((p) => p.fraction)).size).toBeGreaterThan(5);
    expect(seen.map((p) => p.fraction)).toEqual([...seen.map((p) => p.fraction)].sort((a, b) => a - b));

    seen.length = 0;
    await core.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE });
    expect([...new Set(seen.map((p) => `${p.operation}:${p.phase}`))]).toEqual(['restore:reading', 'restore:safety-backup', 'restore:swapping', 'restore:done']);
    expect(seen.map((p) => p.fraction)).toEqual([...seen.map((p) => p.fraction)].sort((a, b) => a - b));
  });
});
