import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { damageDatabase } from '../../support/damage';
import { fillEveryTable } from '../support/every-table';
import { makePractice, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';
import { notesHistoryPage } from './helpers';

/**
 * Practices are created in-process with cheap key derivation and closed; the CLI then opens
 * their key slots (and those of their backups) with the same cheap parameters, so these tests
 * pay for starting the CLI, not for Argon2 at full cost.
 */
async function practice(passphrase = PASSPHRASE): Promise<{ dataDir: string; recoveryKey: string }> {
  const dataDir = tempDir();
  const { core, recoveryKey } = await makePractice({ dataDir });
  if (passphrase !== PASSPHRASE) await core.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: passphrase });
  core.close();
  return { dataDir, recoveryKey };
}

describe('CLI: backup commands', () => {
  it('creates, lists and verifies backups; verify exits 0 only for a good backup with its secret', async () => {
    const { dataDir, recoveryKey } = await practice();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE };

    const created = runCli(['--data-dir', dataDir, 'backup', 'create'], env);
    expect(created.status, created.stderr).toBe(0);
    const backup = JSON.parse(created.stdout);
    expect(backup).toMatchObject({ state: 'verified', reason: 'manual' });

    // Written to exactly the file named, whatever it ends in, so `backup verify FILE` below finds it.
    const out = join(tempDir(), 'for-the-usb-drive.cdbak');
    const copy = JSON.parse(runCli(['--data-dir', dataDir, 'backup', 'create', '--out', out], env).stdout);
    expect(copy.path).toBe(out);
    expect(existsSync(out)).toBe(true);
    // A second one to the same name would replace that backup: refused, it is known by its contents.
    const again = runCli(['--data-dir', dataDir, 'backup', 'create', '--out', out], env);
    expect([again.status, again.stderr]).toEqual([1, `${out} is a file Coachdesk keeps your practice in. Choose another name or folder; nothing was written.\n`]);
    // Nor is any other file (a typo away from the coach's own document), nor a folder.
    const thesis = join(tempDir(), 'thesis.docx');
    writeFileSync(thesis, 'precious thesis');
    for (const taken of [thesis, dirname(thesis)]) {
      const over = runCli(['--data-dir', dataDir, 'backup', 'create', '--out', taken], env);
      expect([over.status, over.stderr]).toEqual([1, `${taken} already exists. Choose a new name (or an empty folder) so nothing there is overwritten; nothing was written.\n`]);
    }
    expect(readFileSync(thesis, 'utf8')).toBe('precious thesis');

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
    bytes[100]! ^= 0x20;
    writeFileSync(damaged, bytes);
    const refused = runCli(['backup', 'verify', damaged], { ...elsewhere, COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('damaged or incomplete');
    expect(runCli(['backup', 'verify'], { ...elsewhere, COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(2);
  }, 120_000);

  it('says a practice with a damaged page cannot be backed up, and that the backups it has are as they were', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    fillEveryTable(core.vault.db, 20, 'backed up');
    const earlier = await core.call('backup.create', {});
    const page = notesHistoryPage(core.vault.db, 'checking the copy');
    core.close();
    damageDatabase(join(dataDir, 'coachdesk.db'), 'middle-overwritten', page);
    const before = readFileSync(earlier.path);

    const refused = runCli(['--data-dir', dataDir, 'backup', 'create'], { COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/practice on this computer has a damaged part.*existing backups were not changed.*backup restore FILE/);
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([earlier.fileName]);
    expect(readFileSync(earlier.path).equals(before)).toBe(true);
  }, 120_000);

  it('restores into an empty data folder (a new computer) and over an existing practice', async () => {
    const first = await practice();
    const backup = JSON.parse(runCli(['--data-dir', first.dataDir, 'backup', 'create'], { COACHDESK_PASSPHRASE: PASSPHRASE }).stdout);
    const file = join(tempDir(), 'moved.coachdesk-backup');
    copyFileSync(backup.path, file);

    const newComputer = tempDir();
    const restored = runCli(['--data-dir', newComputer, 'backup', 'restore', file], { COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(restored.status, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ keysReplaced: true, preRestoreBackup: null });
    expect(existsSync(join(newComputer, 'keys.json'))).toBe(true);
    expect(runCli(['--data-dir', newComputer, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(0);

    // Over another practice: today's passphrase unlocks it, the backup's opens the backup.
    const other = await practice(NEW_PASSPHRASE);
    const over = runCli(['--data-dir', other.dataDir, 'backup', 'restore', file], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE, COACHDESK_BACKUP_PASSPHRASE: PASSPHRASE });
    expect(over.status, over.stderr).toBe(0);
    expect(JSON.parse(over.stdout).preRestoreBackup).toContain(join(other.dataDir, 'backups'));
    expect(over.stderr).toContain("backup's passphrase");
    expect(runCli(['--data-dir', other.dataDir, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(0);

    const wrongCurrent = runCli(['--data-dir', other.dataDir, 'backup', 'restore', file], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE, COACHDESK_BACKUP_PASSPHRASE: PASSPHRASE });
    expect(wrongCurrent.status).toBe(3);
  }, 120_000);

  it('restores over a practice that cannot be opened (a damaged database, a damaged key file), keeping its files', async () => {
    for (const damage of ['database', 'keys'] as const) {
      const { dataDir } = await practice();
      const env = { COACHDESK_PASSPHRASE: PASSPHRASE };
      const backup = JSON.parse(runCli(['--data-dir', dataDir, 'backup', 'create'], env).stdout);
      if (damage === 'database') damageDatabase(join(dataDir, 'coachdesk.db'), 'page-overwritten');
      else writeFileSync(join(dataDir, 'keys.json'), '{"format":"coachdesk-keys"');
      expect(runCli(['--data-dir', dataDir, 'status'], env).status).toBe(1);

      const restored = runCli(['--data-dir', dataDir, 'backup', 'restore', backup.path], env);
      expect(restored.status, restored.stderr).toBe(0);
      const result = JSON.parse(restored.stdout);
      expect(result).toMatchObject({ keysReplaced: true, preRestoreBackup: null });
      expect(result.setAside.length).toBeGreaterThan(0);
      for (const kept of result.setAside) expect(existsSync(kept)).toBe(true);
      expect(restored.stderr).toContain('kept');
      expect(runCli(['--data-dir', dataDir, 'status'], env).status).toBe(0);
    }
  }, 120_000);

  it('says so before restoring a backup of another practice, whose passphrase then opens this one', async () => {
    const mine = await practice();
    const theirs = await practice(NEW_PASSPHRASE);
    const backup = JSON.parse(runCli(['--data-dir', theirs.dataDir, 'backup', 'create'], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE }).stdout);
    const restored = runCli(['--data-dir', mine.dataDir, 'backup', 'restore', backup.path], { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_BACKUP_PASSPHRASE: NEW_PASSPHRASE });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stderr).toContain("This backup comes from another practice: after restoring, Coachdesk opens with that practice's passphrase and recovery key.");
    const own = runCli(['--data-dir', theirs.dataDir, 'backup', 'restore', backup.path], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE });
    expect(own.status, own.stderr).toBe(0);
    expect(own.stderr).not.toContain('another practice');
  }, 120_000);

  it('still refuses to restore over a healthy practice without its passphrase', async () => {
    const { dataDir } = await practice(NEW_PASSPHRASE);
    const backup = JSON.parse(runCli(['--data-dir', dataDir, 'backup', 'create'], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE }).stdout);
    const refused = runCli(['--data-dir', dataDir, 'backup', 'restore', backup.path], { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_BACKUP_PASSPHRASE: NEW_PASSPHRASE });
    expect(refused.status).toBe(3);
    expect(readdirSync(dataDir).filter((name) => name.includes('unopenable'))).toEqual([]);
  }, 120_000);
});
