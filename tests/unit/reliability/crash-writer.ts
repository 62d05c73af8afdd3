// Child process for the crash test: opens the practice and writes records as fast as it can,
// printing each id only after its transaction has committed. The parent kills it with SIGKILL.
import { Core } from '../../../src/core/core';
import { FAST_KDF, PASSPHRASE } from '../support/constants';

async function main(): Promise<void> {
  const core = new Core({ dataDir: process.argv[2]!, kdf: FAST_KDF });
  await core.call('vault.unlock', { passphrase: PASSPHRASE });
  const db = core.vault.db;
  const insert = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  for (let i = 0; ; i++) {
    const key = `crash-${process.pid}-${i}`;
    // Several statements per transaction, like a real multi-step write.
    db.transaction(() => {
      insert.run(key, 'x'.repeat(200 + (i % 3000)));
      insert.run(`${key}-b`, 'y'.repeat(50));
    })();
    process.stdout.write(`${key}\n`);
    if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

void main();
