import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BackupStep } from '../../../src/core/backup/io';
import { practiceFiles } from '../../../src/core/paths';
import { dumpEveryTable } from '../support/every-table';
import { makeCore, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';

const CHILD = resolve(__dirname, 'crash-child.ts');

function crashAt(args: { dataDir: string; operation: 'backup' | 'restore'; step: BackupStep | 'never'; occurrence?: number; file?: string }) {
  const { dataDir, operation, step, occurrence = 1, file = '' } = args;
  return spawnSync(process.execPath, ['--import', 'tsx', CHILD, dataDir, operation, step, String(occurrence), PASSPHRASE, file, NEW_PASSPHRASE], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
}

/** A practice of about 3 MB, so a backup is written in several chunks. */
async function biggishPractice(dataDir: string, passphrase = PASSPHRASE, label = 'mine') {
  const core = makeCore({ dataDir });
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase });
  await core.call('vault.setupConfirm', { recoveryKey });
  const insert = core.vault.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  core.vault.db.transaction(() => {
    for (let i = 0; i < 3000; i++) insert.run(`${label}-${i}`, randomBytes(512).toString('hex'));
  })();
  return core;
}

/**
 * Opens the folder the way the app does after a crash and returns what a coach would find;
 * every listed backup must pass the full check (after a restore the folder holds backups of
 * both practices, each opening with its own passphrase).
 */
async function afterCrash(dataDir: string, passphrase: string) {
  const core = makeCore({ dataDir });
  await core.call('vault.unlock', { passphrase });
  const state = { rows: dumpEveryTable(core.vault.db), backups: (await core.call('backup.overview', {})).backups };
  for (const backup of state.backups) {
    const checks = await Promise.allSettled([PASSPHRASE, NEW_PASSPHRASE].map((secret) => core.call('backup.verify', { path: backup.path, passphrase: secret })));
    expect(checks.filter((check) => check.status === 'fulfilled'), backup.fileName).toHaveLength(1);
  }
  core.close();
  return state;
}

describe('killed in the middle', () => {
  it('a backup: the practice and the earlier backups are intact; a half-made backup is never listed', async () => {
    const dataDir = tempDir();
    const core = await biggishPractice(dataDir);
    const first = await core.call('backup.create', {});
    const rows = dumpEveryTable(core.vault.db);
    core.close();

    const points: [BackupStep, number][] = [['snapshot-made', 1], ['database-checked', 1], ['container-written', 1], ['verified', 1]];
    for (const [step, occurrence] of points) {
      const run = crashAt({ dataDir, operation: 'backup', step, occurrence });
      expect(run.signal, `${step} #${occurrence}: ${run.stderr}`).toBe('SIGKILL');
      const found = await afterCrash(dataDir, PASSPHRASE);
      expect(found.rows).toEqual(rows);
      expect(found.backups.map((b) => b.path)).toEqual([first.path]);
    }

    // Killed right after the rename: the new backup is complete, checked and listed.
    expect(crashAt({ dataDir, operation: 'backup', step: 'renamed' }).signal).toBe('SIGKILL');
    const found = await afterCrash(dataDir, PASSPHRASE);
    expect(found.backups).toHaveLength(2);
    expect(found.backups.every((b) => b.state === 'verified')).toBe(true);
  }, 180_000);

  it('a restore: before its commit the old practice opens, after it the restored one; never a mix', async () => {
    const template = tempDir();
    const mine = await biggishPractice(template);
    const myRows = dumpEveryTable(mine.vault.db);
    mine.close();
    // Another practice, with another passphrase: a mix of its files and mine would open with neither.
    const other = await biggishPractice(tempDir(), NEW_PASSPHRASE, 'other');
    const otherRows = dumpEveryTable(other.vault.db);
    const file = (await other.call('backup.create', {})).path;

    const beforeCommit: [BackupStep, number][] = [['database-extracted', 1], ['staged', 1], ['pre-restore-backup-made', 1]];
    const afterCommit: [BackupStep, number][] = [['journal-written', 1], ['database-swapped', 1], ['keys-swapped', 1]];
    for (const [step, occurrence] of [...beforeCommit, ...afterCommit]) {
      const dataDir = tempDir();
      cpSync(template, dataDir, { recursive: true });
      const run = crashAt({ dataDir, operation: 'restore', step, occurrence, file });
      expect(run.signal, `${step}: ${run.stderr}`).toBe('SIGKILL');

      const committed = afterCommit.some(([s]) => s === step);
      const [opens, refused, rows] = committed ? [NEW_PASSPHRASE, PASSPHRASE, otherRows] : [PASSPHRASE, NEW_PASSPHRASE, myRows];
      await expect(makeCore({ dataDir }).call('vault.unlock', { passphrase: refused }), step).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
      expect((await afterCrash(dataDir, opens)).rows, step).toEqual(rows);
      const files = practiceFiles(dataDir);
      expect([files.restoreJournal, files.stagedDatabase, files.stagedKeys].filter((f) => existsSync(f)), step).toEqual([]);
    }

    // And uninterrupted, for comparison.
    const dataDir = tempDir();
    cpSync(template, dataDir, { recursive: true });
    expect(crashAt({ dataDir, operation: 'restore', step: 'never', file }).stdout).toBe('finished\n');
    expect((await afterCrash(dataDir, NEW_PASSPHRASE)).rows).toEqual(otherRows);
  }, 180_000);
});
