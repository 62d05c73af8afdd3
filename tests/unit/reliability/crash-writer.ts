// Child process for the crash test: opens the practice and schedules sessions through the
// contract as fast as it can, printing each id only after the call returned (committed).
// The parent kills it with SIGKILL at a random moment.
import { Core } from '../../../src/core/core';
import { FAST_KDF, PASSPHRASE } from '../support/constants';

async function main(): Promise<void> {
  const core = new Core({ dataDir: process.argv[2]!, kdf: FAST_KDF });
  await core.call('vault.unlock', { passphrase: PASSPHRASE });
  const client = await core.call('clients.create', { fullName: `Crash client ${process.pid}`, tags: [] });
  for (let i = 0; ; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const hour = String(8 + (i % 10)).padStart(2, '0');
    // Every fourth write is a small weekly series: a multi-row transaction.
    const repeat = i % 4 === 0 ? 'FREQ=WEEKLY;COUNT=3' : undefined;
    const { session } = await core.call('sessions.create', { clientId: client.id, start: `2027-01-${day}T${hour}:00`, minutes: 30, title: `write ${i}`, repeat });
    process.stdout.write(`${session.id}\n`);
  }
}

void main();
