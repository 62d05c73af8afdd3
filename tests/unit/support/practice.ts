import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { Core, type CoreOptions } from '../../../src/core/core';
import { FAST_KDF, PASSPHRASE } from './constants';

export { FAST_KDF, NEW_PASSPHRASE, PASSPHRASE } from './constants';

const cleanup: (() => void)[] = [];
afterEach(() => {
  while (cleanup.length) cleanup.pop()!();
});

/** Runs after the test, last registered first (so unmounts happen before folders are removed). */
export function onCleanup(fn: () => void): void {
  cleanup.push(fn);
}

export function tempDir(prefix = 'coachdesk-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function makeCore(options: Partial<CoreOptions> = {}): Core {
  // A test on a clock of its own checks idleness itself (CoreOptions.idleLockTimer).
  const core = new Core({ dataDir: options.dataDir ?? tempDir(), kdf: FAST_KDF, systemLocale: 'en-GB', idleLockTimer: options.now === undefined, ...options });
  cleanup.push(() => core.close());
  return core;
}

/** A core with a practice already created and unlocked; returns the recovery key too. */
export async function makePractice(options: Partial<CoreOptions> = {}): Promise<{ core: Core; recoveryKey: string }> {
  const core = makeCore(options);
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
  await core.call('vault.setupConfirm', { recoveryKey });
  return { core, recoveryKey };
}

/** Every file under `dir` (recursively) whose bytes contain `marker` in UTF-8 or UTF-16 (either byte order). */
export function filesContaining(dir: string, marker: string): string[] {
  const utf16le = Buffer.from(marker, 'utf16le');
  const needles = [Buffer.from(marker, 'utf8'), utf16le, Buffer.from(utf16le).swap16()];
  const hits: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if (stat?.isFile()) {
      const bytes = readFileSync(path);
      if (needles.some((needle) => bytes.includes(needle))) hits.push(path);
    }
  };
  walk(dir);
  return hits;
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
