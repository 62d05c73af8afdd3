/**
 * Run by unmarked.test.ts in a process of its own: unlocks the practice and keeps it open with
 * no usable marker, as a process does whose folder could not take one ("remove"), or one
 * stopped long enough for its marker to go stale ("stale"). Prints "open" once it is (and, given
 * WHEN, writes that file: the parent may be too busy to read), then answers each line on stdin:
 * "add NAME" saves a client and prints "added"; "close" closes the practice and exits.
 *
 * Arguments: DATA_DIR remove|stale [WHEN]: with WHEN, it opens the practice only once that file appears.
 */
import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Core } from '../../../src/core/core';
import { FAST_KDF, PASSPHRASE } from '../support/constants';

const [dataDir, marker, when] = process.argv.slice(2) as [string, 'remove' | 'stale', string?];

async function main(): Promise<void> {
  const core = new Core({ dataDir, kdf: FAST_KDF, systemLocale: 'en-GB' });
  while (when && !existsSync(when)) await sleep(20);
  await core.call('vault.unlock', { passphrase: PASSPHRASE });
  const own = readdirSync(dataDir).filter((name) => name.startsWith(`.open-${process.pid}-`));
  const longAgo = new Date(Date.now() - 10 * 60_000);
  for (const name of own) {
    if (marker === 'remove') rmSync(join(dataDir, name));
    else utimesSync(join(dataDir, name), longAgo, longAgo);
  }
  if (when) writeFileSync(`${when}.open`, '');
  process.stdout.write('open\n');
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, ...name] = line.split(' ');
    if (command === 'add') {
      await core.call('clients.create', { fullName: name.join(' ') });
      process.stdout.write('added\n');
    }
    if (command === 'close') break;
  }
  core.close();
  // stdin, still open, would keep the process alive.
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
