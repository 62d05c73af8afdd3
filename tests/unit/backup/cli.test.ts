import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';
import { databaseOffset } from './helpers';

function init(dataDir: string, passphrase = PASSPHRASE): string {
  const result = runCli(['--data-dir', dataDir, 'init'], { COACHDESK_PASSPHRASE: passphrase });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

// Every command runs the real CLI, with the real (deliberately slow) key derivation.
describe('CLI: backup commands', () => {
  it('creates, lists and verifies backups; verify exits 0 only for a good backup with its secret', () => {
    const dataDir = tempDir();
    const recoveryKey = init(dataDir);
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE };

    const created = runCli(['--data-dir', dataDir, 'backup', 'create'], env);
    expect(created.status, created.stderr).toBe(0);
    const backup = JSON.parse(created.stdout);
    expect(backup).toMatchObject({ state: 'verified', reason: 'manual' });

    const out = join(tempDir(), 'for-the-usb-drive');
    const copy = JSON.parse(runCli(['--data-dir', dataDir, 'backup', 'create', '--out', out], env).stdout);
    expect(copy.path).toBe(`${out}.coachdesk-backup`);

    const list = runCli(['--data-dir', dataDir, 'backup', 'list'], env);
    expect(list.status).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ folder: join(dataDir, 'backups'), stale: false, backups: [{ path: backup.path, state: 'verified' }] });

    // verify needs no practice at all: only the file and its own secret.
    const elsewhere = { COACHDESK_DATA_DIR: tempDir() };
    expect(runCli(['backup', 'verify', copy.path], { ...elsewhere, COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(0);
    expect(runCli(['backup', 'verify', copy.path, '--recovery-key'], { ...elsewhere, COACHDESK_RECOVERY_KEY: recoveryKey }).status).toBe(0);
    const wrong = runCli(['backup', 'verify', copy.path], { ...elsewhere, COACHDESK_PASSPHRASE: NEW_PASSPHRASE });
    expect(wrong.status).toBe(3);
    expect(wrong.stderr).toContain('does not open this backup');

    const damaged = join(tempDir(), 'damaged.coachdesk-backup');
    const bytes = readFileSync(copy.path);
    bytes[databaseOffset(copy.path) + 100]! ^= 0x20;
    writeFileSync(damaged, bytes);
    const refused = runCli(['backup', 'verify', damaged], { ...elsewhere, COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('damaged or incomplete');
    expect(runCli(['backup', 'verify'], { ...elsewhere, COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(2);
  }, 120_000);

  it('restores into an empty data folder (a new computer) and over an existing practice', () => {
    const first = tempDir();
    init(first);
    const backup = JSON.parse(runCli(['--data-dir', first, 'backup', 'create'], { COACHDESK_PASSPHRASE: PASSPHRASE }).stdout);
    const file = join(tempDir(), 'moved.coachdesk-backup');
    copyFileSync(backup.path, file);

    const newComputer = tempDir();
    const restored = runCli(['--data-dir', newComputer, 'backup', 'restore', file], { COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(restored.status, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ keysReplaced: true, preRestoreBackup: null });
    expect(existsSync(join(newComputer, 'keys.json'))).toBe(true);
    expect(runCli(['--data-dir', newComputer, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(0);

    // Over another practice: today's passphrase unlocks it, the backup's opens the backup.
    const other = tempDir();
    init(other, NEW_PASSPHRASE);
    const over = runCli(['--data-dir', other, 'backup', 'restore', file], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE, COACHDESK_BACKUP_PASSPHRASE: PASSPHRASE });
    expect(over.status, over.stderr).toBe(0);
    expect(JSON.parse(over.stdout).preRestoreBackup).toContain(join(other, 'backups'));
    expect(over.stderr).toContain("backup's passphrase");
    expect(runCli(['--data-dir', other, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(0);

    const wrongCurrent = runCli(['--data-dir', other, 'backup', 'restore', file], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE, COACHDESK_BACKUP_PASSPHRASE: PASSPHRASE });
    expect(wrongCurrent.status).toBe(3);
  }, 120_000);
});
