import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { CLI_TIMEOUT, runCli } from './run-cli';

/** An empty practice made in-process with cheap key derivation, so the test pays for the CLI, not Argon2. */
async function emptyPractice() {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  core.close();
  return { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'UTC' };
}

describe('CLI: demo practice', () => {
  it(
    'fills an empty practice with the clients and sessions asked for, refuses a second time, and removes it',
    async () => {
      const env = await emptyPractice();
      const created = runCli(['demo', 'seed', '--clients', '8', '--sessions-per-client', '12', '--seed', '3'], env);
      expect(created.stderr).toContain('clients 8 of 8');
      expect(created.status).toBe(0);
      expect(JSON.parse(created.stdout)).toMatchObject({ marker: { seed: 3, clients: 8, sessionsPerClient: 12 }, counts: { clients: 8, sessions: 96 } });

      const again = runCli(['demo', 'seed', '--clients', '8'], env);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('already has clients');

      // Names in the four languages' scripts: Latin (English, Malay), Cyrillic, Persian.
      const names = (JSON.parse(runCli(['clients', 'list'], env).stdout) as { fullName: string }[]).map((c) => c.fullName).join(' ');
      expect(names).toMatch(/\p{Script=Cyrillic}/u);
      expect(names).toMatch(/\p{Script=Arabic}/u);

      const removed = runCli(['demo', 'remove'], env);
      expect(removed.stderr).toContain('Removed 8 demo clients');
      expect(JSON.parse(runCli(['clients', 'list'], env).stdout)).toEqual([]);
    },
    CLI_TIMEOUT,
  );

  it('exits 2 for a missing or malformed count', async () => {
    const env = await emptyPractice();
    expect(runCli(['demo', 'seed'], env).status).toBe(2);
    expect(runCli(['demo', 'seed', '--clients', 'many'], env).status).toBe(2);
    expect(runCli(['demo', 'seed', '--clients', '10', '--sessions-per-client', '5000'], env).status).toBe(2);
  }, CLI_TIMEOUT);

  it('refuses an unknown time zone as a usage mistake before creating anything', () => {
    const dataDir = tempDir();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'UTC' };
    const demo = runCli(['demo', 'seed', '--clients', '2', '--time-zone', 'Mars/Base'], env);
    expect([demo.status, demo.stderr]).toEqual([2, '--time-zone must be a time zone name like Europe/Sofia; "Mars/Base" is not one.\n']);
    // No practice half made: the folder is as it was, so a corrected command starts afresh.
    expect(readdirSync(dataDir)).toEqual([]);
    const session = runCli(['sessions', 'add', '--client', '1', '--start', '2026-03-24T09:00', '--minutes', '60', '--zone', 'Mars/Base'], env);
    expect(session.status).toBe(2);
    expect(readdirSync(dataDir)).toEqual([]);
  }, CLI_TIMEOUT);
});
