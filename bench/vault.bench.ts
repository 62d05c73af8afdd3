import Plain from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import { compare, type Figure, measure } from './harness';

const PASSPHRASE = 'lantern orchard velvet compass';

/** Open + unlock with the real Argon2id parameters, against opening a plain SQLite file. */
export async function vaultBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-'));
  try {
    const setup = new Core({ dataDir });
    const { recoveryKey } = await setup.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await setup.call('vault.setupConfirm', { recoveryKey });
    setup.close();

    const plainFile = join(dataDir, 'plain.db');
    const seed = new Plain(plainFile);
    seed.exec('CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
    seed.close();

    const core = new Core({ dataDir });
    const unlock = await measure(async () => {
      await core.call('vault.unlock', { passphrase: PASSPHRASE });
      await core.call('vault.lock', {});
    }, 10, 2);
    const plainOpen = await measure(() => {
      const db = new Plain(plainFile);
      db.prepare('SELECT count(*) FROM settings').get();
      db.close();
    }, 10, 2);

    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    const plain = new Plain(plainFile);
    const settings = await compare(
      'read settings',
      () => core.call('settings.get', {}),
      () => plain.prepare('SELECT key, value FROM settings').all(),
      500,
    );
    plain.close();
    core.close();

    return [
      { operation: 'open + unlock', encryptedP50: unlock.p50, encryptedP95: unlock.p95, plainP50: plainOpen.p50, plainP95: plainOpen.p95, note: 'Argon2id 256 MiB × 3 by design (target 250–1000 ms)' },
      { ...settings, note: 'through the contract (validation included)' },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
