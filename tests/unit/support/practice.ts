import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { Core, type CoreOptions } from '../../../src/core/core';
import type { Argon2Params } from '../../../src/core/vault/crypto';

/** Cheap KDF parameters: the vault's logic is the same, the tests just don't wait for Argon2. */
export const FAST_KDF: Argon2Params = { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const PASSPHRASE = 'lantern orchard velvet compass';
export const NEW_PASSPHRASE = 'harbour tulip granite meadow';

const cleanup: (() => void)[] = [];
afterEach(() => {
  while (cleanup.length) cleanup.pop()!();
});

export function tempDir(prefix = 'coachdesk-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function makeCore(options: Partial<CoreOptions> = {}): Core {
  const core = new Core({ dataDir: options.dataDir ?? tempDir(), kdf: FAST_KDF, systemLocale: 'en-GB', ...options });
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

/** Every file under `dir` (recursively) whose bytes contain `marker` in UTF-8 or UTF-16. */
export function filesContaining(dir: string, marker: string): string[] {
  const needles = [Buffer.from(marker, 'utf8'), Buffer.from(marker, 'utf16le')];
  const hits: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else {
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
