import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../../src/core/api/types';
import type { BackupStep } from '../../../src/core/backup/io';
import type { Core } from '../../../src/core/core';
import type { RestoreResult } from '../../../src/shared/contract';
import { makeCore, makePractice, PASSPHRASE } from '../support/practice';

const clientNames = (core: Core) => core.vault.db.prepare('SELECT full_name FROM clients ORDER BY id').pluck().all();

/** A practice with one backup holding a single client, and a hook run at each step of a restore. */
async function practiceWithBackup(during: (core: Core, step: BackupStep) => void) {
  let restoring = false;
  const { core } = await makePractice({
    backupIo: {
      reached(step) {
        if (restoring) during(core, step);
      },
    },
  });
  const client = await core.call('clients.create', { fullName: 'In The Backup', tags: [] });
  // Due a reminder now (the default is 15 minutes before), and not reminded in the backup.
  await core.call('sessions.create', { clientId: client.id, start: new Date(Date.now() + 10 * 60_000).toISOString(), minutes: 60 });
  const backup = await core.call('backup.create', {});
  await core.call('clients.create', { fullName: 'Added After', tags: [] });
  const restore = async () => {
    restoring = true;
    try {
      return await core.dispatch('backup.restore', { path: backup.path, passphrase: PASSPHRASE });
    } finally {
      restoring = false;
    }
  };
  return { core, restore };
}

/** What the pre-restore backup holds: the practice as it was, "Added After" included. */
async function namesIn(backupPath: string | null | undefined) {
  expect(backupPath, 'a pre-restore backup').toBeTruthy();
  const check = makeCore();
  await check.call('backup.restore', { path: backupPath!, passphrase: PASSPHRASE });
  return clientNames(check);
}

describe('a lock asked for while a restore runs', () => {
  it('from the menu or the page waits for the restore, which finishes; the practice locks after it', async () => {
    const answers: Promise<CallResult>[] = [];
    const { core, restore } = await practiceWithBackup((core, step) => {
      if (step === 'staged') core.vault.lock('menu');
      if (step === 'pre-restore-backup-made') answers.push(core.dispatch('vault.lock', {}));
    });

    const restored = await restore();
    expect(restored).toMatchObject({ ok: true });
    expect(await namesIn(restored.ok ? (restored.value as RestoreResult).preRestoreBackup : null)).toEqual(['In The Backup', 'Added After']);
    expect(await Promise.all(answers)).toEqual([expect.objectContaining({ ok: true })]);
    expect(core.vault.isUnlocked).toBe(false);
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(clientNames(core)).toEqual(['In The Backup']);
  });

  it('by the idle timer is dropped: the restored practice opens with its idle time counted afresh', async () => {
    const { core, restore } = await practiceWithBackup((core, step) => {
      if (step === 'staged' || step === 'journal-written') core.vault.lock('idle');
    });

    const restored = await restore();
    expect(restored).toMatchObject({ ok: true });
    expect(core.vault.isUnlocked).toBe(true);
    expect(await namesIn(restored.ok ? (restored.value as RestoreResult).preRestoreBackup : null)).toEqual(['In The Backup', 'Added After']);
    expect(clientNames(core)).toEqual(['In The Backup']);
  });
});

describe('reminders while a restore runs', () => {
  it('are not taken from the practice being replaced: the restored practice gives its own once it opens, and only that one', async () => {
    const { core, restore } = await practiceWithBackup((core, step) => {
      if (step === 'pre-restore-backup-made') core.reminders.check();
    });
    const reminders: number[] = [];
    core.events.on('sessions.reminder', (reminder) => reminders.push(reminder.sessionId));

    expect(await restore()).toMatchObject({ ok: true });
    expect(reminders).toHaveLength(1);
  });
});
