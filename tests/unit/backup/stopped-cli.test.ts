import { spawn } from 'node:child_process';
import { readdirSync, watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT } from '../cli/run-cli';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

const CLI = resolve(__dirname, '../../../scripts/cli.mjs');

/**
 * `backup create --out FILE` run as a coach's script runs it, then killed (SIGTERM: a timeout,
 * a shutdown) while the backup is being written, that is once its temporary file appears
 * beside FILE. The practice is large enough that writing it takes a while after that.
 */
async function killedWhileWriting(dataDir: string, out: string): Promise<{ signal: NodeJS.Signals | null; code: number | null; stderr: string }> {
  const folder = join(out, '..');
  const child = spawn(process.execPath, [CLI, '--data-dir', dataDir, 'backup', 'create', '--out', out], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, COACHDESK_PASSPHRASE: PASSPHRASE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const watcher = watch(folder, () => {
    if (readdirSync(folder).some((name) => name.endsWith('.tmp'))) {
      watcher.close();
      child.kill('SIGTERM');
    }
  });
  return new Promise((done) =>
    child.on('exit', (code, signal) => {
      watcher.close();
      done({ code, signal, stderr });
    }),
  );
}

describe('CLI: a backup stopped while it is written', () => {
  it('removes its temporary file beside --out FILE, writes no FILE, and ends by the signal it was sent', { timeout: CLI_TIMEOUT }, async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('demo.seed', { clients: 400, sessionsPerClient: 30, notesPerClient: 10, seed: 1, timeZone: 'Europe/Sofia' });
    core.close();
    const folder = tempDir();
    const out = join(folder, 'for-the-usb-drive.coachdesk-backup');

    const ended = await killedWhileWriting(dataDir, out);
    // Neither the temporary file (it stayed there for good) nor a backup.
    expect(readdirSync(folder)).toEqual([]);
    // A script sees its kill, as before: not an ordinary failure.
    expect(ended.signal, ended.stderr).toBe('SIGTERM');
  });
});
