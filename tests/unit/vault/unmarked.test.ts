import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { makePractice, NEW_PASSPHRASE, onCleanup, PASSPHRASE, tempDir } from '../support/practice';

const CHILD = resolve(__dirname, 'unmarked-child.ts');

/** Another process with the practice open and no usable marker (unmarked-child.ts). */
class OtherProcess {
  private readonly child: ChildProcess;
  private readonly lines: AsyncIterator<string>;
  readonly exited: Promise<number | null>;

  constructor(dataDir: string, marker: 'remove' | 'stale', when?: string) {
    this.child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, marker, ...(when ? [when] : [])], { stdio: ['pipe', 'pipe', 'inherit'] });
    // Lines printed while no one is waiting for them are kept, not lost.
    this.lines = createInterface({ input: this.child.stdout! })[Symbol.asyncIterator]();
    this.exited = new Promise((done) => this.child.on('exit', (code) => done(code)));
    onCleanup(() => this.child.kill('SIGKILL'));
  }

  /** The next line it prints; fails if it exits first. */
  async next(): Promise<string> {
    const line = await this.lines.next();
    if (line.done) throw new Error(`the other process exited (${await this.exited})`);
    return line.value;
  }

  async addClient(name: string): Promise<void> {
    this.child.stdin!.write(`add ${name}\n`);
    expect(await this.next()).toBe('added');
  }

  async close(): Promise<void> {
    this.child.stdin!.write('close\n');
    expect(await this.exited).toBe(0);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }
}

/** A practice with a backup, open here (the command restoring) and in another process without a marker. */
async function openTwiceWithoutMarker(marker: 'remove' | 'stale') {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  await core.call('clients.create', { fullName: 'Before The Backup' });
  const { path } = await core.call('backup.create', {});
  const other = new OtherProcess(dataDir, marker);
  expect(await other.next()).toBe('open');
  return { dataDir, core, path, other };
}

const clientNames = (core: Core) => core.vault.db.prepare('SELECT full_name FROM clients ORDER BY id').pluck().all();

/** The practice's two files as they stand: the same inode (not replaced) and the same key slots. */
function practiceFiles(dataDir: string) {
  return { database: statSync(join(dataDir, 'coachdesk.db')).ino, keys: readFileSync(join(dataDir, 'keys.json'), 'utf8') };
}

describe('a practice open in another process that left no marker', () => {
  it('is not restored under it: the restore is refused, and what the other process saves afterwards is kept; once it has closed, the restore goes ahead', async () => {
    const { dataDir, core, path, other } = await openTwiceWithoutMarker('remove');
    const before = practiceFiles(dataDir);

    await expect(core.call('backup.restore', { path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    expect(practiceFiles(dataDir)).toEqual(before);
    await other.addClient('Saved After The Refusal');
    expect(clientNames(core)).toEqual(['Before The Backup', 'Saved After The Refusal']);

    await other.close();
    await core.call('backup.restore', { path, passphrase: PASSPHRASE });
    expect(clientNames(core)).toEqual(['Before The Backup']);
  });

  it('is not restored under it when it opened the practice while the restore was checking the backup', async () => {
    const dataDir = tempDir();
    const when = join(tempDir(), 'open-now');
    const other = new OtherProcess(dataDir, 'remove', when);
    const { core } = await makePractice({
      dataDir,
      backupIo: {
        reached(step) {
          if (step !== 'staged') return;
          // After the restore's first look for other windows: the other process opens the practice now.
          writeFileSync(when, '');
          const until = Date.now() + 20_000;
          while (!existsSync(`${when}.open`) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        },
      },
    });
    await core.call('clients.create', { fullName: 'Before The Backup' });
    const { path } = await core.call('backup.create', {});
    const before = practiceFiles(dataDir);

    await expect(core.call('backup.restore', { path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    expect(await other.next()).toBe('open');
    expect(practiceFiles(dataDir)).toEqual(before);
    await other.addClient('Saved After The Refusal');
    expect(clientNames(core)).toEqual(['Before The Backup', 'Saved After The Refusal']);
  });

  it('is not restored under it when it was stopped long enough for its marker to go stale', async () => {
    const { dataDir, core, path, other } = await openTwiceWithoutMarker('stale');
    const before = practiceFiles(dataDir);
    other.signal('SIGSTOP');
    try {
      await expect(core.call('backup.restore', { path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    } finally {
      other.signal('SIGCONT');
    }
    expect(practiceFiles(dataDir)).toEqual(before);
    await other.addClient('Saved After Waking');
    expect(clientNames(core)).toEqual(['Before The Backup', 'Saved After Waking']);
  });

  it('does not get new key slots under it: a passphrase change is refused until it has closed', async () => {
    const { dataDir, core, other } = await openTwiceWithoutMarker('remove');
    const before = practiceFiles(dataDir);
    const change = { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE };
    await expect(core.call('vault.changePassphrase', change)).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    expect(practiceFiles(dataDir)).toEqual(before);

    await other.close();
    await core.call('vault.changePassphrase', change);
    expect(practiceFiles(dataDir).keys).not.toEqual(before.keys);
  });

  it('does not get a recovered passphrase under it when this process opens the practice with the recovery key', async () => {
    const dataDir = tempDir();
    const { core, recoveryKey } = await makePractice({ dataDir });
    await core.call('vault.lock', {});
    const other = new OtherProcess(dataDir, 'remove');
    expect(await other.next()).toBe('open');
    const before = practiceFiles(dataDir);
    await expect(core.call('vault.recover', { recoveryKey, newPassphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    expect(practiceFiles(dataDir)).toEqual(before);
    expect(core.vault.isUnlocked).toBe(false);

    await other.close();
    await core.call('vault.recover', { recoveryKey, newPassphrase: NEW_PASSPHRASE });
    expect(core.vault.isUnlocked).toBe(true);
  });
});
