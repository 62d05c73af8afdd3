import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/core/db/migrations';
import { makePractice, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';
import { CLI_TIMEOUT, runCli } from './run-cli';

describe('CLI: practice commands', () => {
  it('says so while it backs up a practice an earlier version wrote, before upgrading it', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, migrations: migrations.slice(0, -1) });
    core.close();
    const status = runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(status.status, status.stderr).toBe(0);
    expect(status.stderr).toContain('backing up the practice before opening it in the new version');
    expect(JSON.parse(status.stdout)).toMatchObject({ schemaVersion: migrations.length });
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([expect.stringMatching(/-pre-migration\.coachdesk-backup$/)]);
    // Once upgraded, nothing more to say.
    expect(runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).stderr).toBe('');
  });

  it('creates, reports on, re-keys and recovers a practice', () => {
    const dataDir = tempDir();
    const init = runCli(['--data-dir', dataDir, 'init'], { COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(init.status).toBe(0);
    const recoveryKey = init.stdout.trim();
    expect(recoveryKey).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    expect(init.stderr).toContain('Recovery key');

    const status = runCli(['status'], { COACHDESK_DATA_DIR: dataDir, COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(status.status).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ schemaVersion: migrations.length, cipher: 'sqlcipher', dataDir, counts: { settings: expect.any(Number) } });

    const change = runCli(['--data-dir', dataDir, 'passphrase', 'change'], { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_NEW_PASSPHRASE: NEW_PASSPHRASE });
    expect(change.status).toBe(0);
    expect(runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(3);
    expect(runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: NEW_PASSPHRASE }).status).toBe(0);

    const recover = runCli(['--data-dir', dataDir, 'recover'], { COACHDESK_RECOVERY_KEY: recoveryKey.toLowerCase(), COACHDESK_NEW_PASSPHRASE: PASSPHRASE });
    expect(recover.status).toBe(0);
    expect(runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE }).status).toBe(0);
  }, 90_000); // Seven CLI processes, each hashing a passphrase: 13 s alone, over 30 s on a loaded machine.

  it('exits 3 with one line for a wrong passphrase or recovery key, and 2 for usage mistakes', () => {
    const dataDir = tempDir();
    runCli(['--data-dir', dataDir, 'init'], { COACHDESK_PASSPHRASE: PASSPHRASE });

    const wrong = runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: 'not the right passphrase' });
    expect(wrong.status).toBe(3);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).not.toMatch(/\bat .*\.ts/);

    const wrongKey = runCli(['--data-dir', dataDir, 'recover'], { COACHDESK_RECOVERY_KEY: 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA', COACHDESK_NEW_PASSPHRASE: NEW_PASSPHRASE });
    expect(wrongKey.status).toBe(3);

    expect(runCli(['--data-dir', dataDir, 'no-such-command']).status).toBe(2);
    expect(runCli(['--data-dir', dataDir, 'status', '--passphrase', 'x']).status).toBe(2);
    // No passphrase and no terminal to ask in: a usage error, not a hang.
    const noSecret = runCli(['--data-dir', dataDir, 'status']);
    expect(noSecret.status).toBe(2);
    expect(noSecret.stderr).toContain('COACHDESK_PASSPHRASE');
  });

  it('answers -h as it answers --help; no command at all is a usage mistake', () => {
    for (const flag of ['--help', '-h']) {
      const help = runCli([flag]);
      expect([flag, help.status]).toEqual([flag, 0]);
      expect(help.stderr).toContain('Usage: npm run cli');
    }
    expect(runCli([]).status).toBe(2);
  }, CLI_TIMEOUT);

  it('exits 1 with a clear line when there is no practice yet or the passphrase is weak', () => {
    const dataDir = tempDir();
    const missing = runCli(['--data-dir', dataDir, 'status'], { COACHDESK_PASSPHRASE: PASSPHRASE });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('init');

    const weak = runCli(['--data-dir', dataDir, 'init'], { COACHDESK_PASSPHRASE: 'password1' });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/characters|guess/);
    expect(existsSync(join(dataDir, 'keys.json'))).toBe(false);
  });
});
