import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../src/core/api/types';
import type { BackupStep } from '../../../src/core/backup/io';
import type { Core } from '../../../src/core/core';
import { makeCore, makePractice, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';

const clientNames = (core: Core) => core.vault.db.prepare('SELECT full_name FROM clients ORDER BY id').pluck().all();

/** What a coach would try while the restore's progress shows: save a client, change the passphrase, look at the state. */
function tryDuring(core: Core, step: BackupStep) {
  return {
    step,
    save: core.dispatch('clients.create', { fullName: `Saved at ${step}`, tags: [] }),
    passphrase: core.dispatch('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE }),
    status: core.dispatch('vault.status', {}),
  };
}

describe('calls made while a restore runs', () => {
  it('are refused, so nothing the coach is told was saved is then undone; the restored practice is exactly the backup', async () => {
    const dataDir = tempDir();
    let restoring = false;
    const attempts: ReturnType<typeof tryDuring>[] = [];
    const { core } = await makePractice({
      dataDir,
      backupIo: {
        reached(step) {
          if (restoring) attempts.push(tryDuring(core, step));
        },
      },
    });
    await core.call('clients.create', { fullName: 'In The Old Backup', tags: [] });
    const old = await core.call('backup.create', {});
    await core.call('clients.create', { fullName: 'Added After Backup', tags: [] });
    const keysBefore = readFileSync(join(dataDir, 'keys.json'), 'utf8');

    restoring = true;
    const result = await core.call('backup.restore', { path: old.path, passphrase: PASSPHRASE });
    restoring = false;

    // From staging to the swap, each step the restore passes: the pre-restore backup's copy is among them.
    expect(attempts.map((attempt) => attempt.step)).toEqual(expect.arrayContaining(['staged', 'snapshot-made', 'pre-restore-backup-made', 'journal-written']));
    for (const attempt of attempts) {
      const refused = { ok: false, error: { code: 'RESTORE_RUNNING', message: expect.stringContaining('nothing was saved') } };
      expect(await attempt.save, `save at ${attempt.step}`).toMatchObject(refused);
      expect(await attempt.passphrase, `passphrase change at ${attempt.step}`).toMatchObject(refused);
      // The window can still tell what state the practice is in.
      expect(await attempt.status, `status at ${attempt.step}`).toMatchObject({ ok: true });
    }

    expect(clientNames(core)).toEqual(['In The Old Backup']);
    expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).toBe(keysBefore);
    // Once it has finished, saving works again.
    await core.call('clients.create', { fullName: 'After The Restore', tags: [] });
    await core.call('vault.lock', {});
    expect(await core.dispatch('vault.unlock', { passphrase: NEW_PASSPHRASE })).toMatchObject({ ok: false, error: { code: 'WRONG_PASSPHRASE' } });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });

    // The pre-restore backup holds the practice as it was when the restore began, and only that.
    const check = makeCore();
    await check.call('backup.restore', { path: result.preRestoreBackup!, passphrase: PASSPHRASE });
    expect(clientNames(check)).toEqual(['In The Old Backup', 'Added After Backup']);
  });

  it('lets a passphrase change already under way finish before the restore takes its copy of the keys', async () => {
    const dataDir = tempDir();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Without the wait, the change would finish here, after the keys were staged: it would then be undone.
    const { core } = await makePractice({ dataDir, backupIo: { reached: (step) => step === 'staged' && release() } });
    const old = await core.call('backup.create', {});
    const change = core.vault.changePassphrase.bind(core.vault);
    vi.spyOn(core.vault, 'changePassphrase').mockImplementation(async (current, next) => {
      await released;
      return change(current, next);
    });

    const changing = core.dispatch('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
    const restoring = core.dispatch('backup.restore', { path: old.path, passphrase: PASSPHRASE });
    // With the wait, staging never comes first: the change goes on once the restore has begun refusing calls.
    const probe = setInterval(() => void core.dispatch('settings.get', {}).then((r) => !r.ok && r.error.code === 'RESTORE_RUNNING' && release()), 5);

    expect(await changing).toEqual({ ok: true, value: { changed: true } });
    expect(await restoring).toMatchObject({ ok: true });
    clearInterval(probe);
    await core.call('vault.lock', {});
    expect(await core.dispatch('vault.unlock', { passphrase: PASSPHRASE })).toMatchObject({ ok: false, error: { code: 'WRONG_PASSPHRASE' } });
    await core.call('vault.unlock', { passphrase: NEW_PASSPHRASE });
  });

  it('are answered again once a restore has failed, and the practice is as it was', async () => {
    let failing = false;
    let during: Promise<CallResult> | undefined;
    const { core } = await makePractice({
      backupIo: {
        reached(step) {
          if (!failing || step !== 'staged') return;
          during = core.dispatch('clients.create', { fullName: 'Saved During The Failed Restore', tags: [] });
          throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        },
      },
    });
    const old = await core.call('backup.create', {});
    await core.call('clients.create', { fullName: 'Kept', tags: [] });

    failing = true;
    await expect(core.call('backup.restore', { path: old.path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'DISK_FULL' });
    failing = false;

    expect(await during).toMatchObject({ ok: false, error: { code: 'RESTORE_RUNNING' } });
    await core.call('clients.create', { fullName: 'Saved After', tags: [] });
    expect(clientNames(core)).toEqual(['Kept', 'Saved After']);
  });

  it('refuses setting up a practice in a folder a backup is being restored into', async () => {
    const { core: source } = await makePractice();
    const backup = await source.call('backup.create', {});
    let during: Promise<CallResult> | undefined;
    const core: Core = makeCore({
      backupIo: {
        reached(step) {
          if (step === 'staged') during = core.dispatch('vault.setupBegin', { passphrase: NEW_PASSPHRASE });
        },
      },
    });

    await core.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE });

    expect(await during).toMatchObject({ ok: false, error: { code: 'RESTORE_RUNNING' } });
    expect((await core.call('vault.status', {})).state).toBe('unlocked');
    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
  });
});
