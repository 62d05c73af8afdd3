// Child process for the crash test: opens the practice and writes through the contract as
// fast as it can — sessions, session notes (autosaves with revisions) and action items —
// printing each record only after the call returned (committed). The parent kills it with
// SIGKILL at a random moment.
import { Core } from '../../../src/core/core';
import { docFromText } from '../../../src/shared/contract';
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
    process.stdout.write(`session ${session.id}\n`);
    if (i % 2 === 0) {
      // A note typed in a few autosaves: note, revision and search index in one transaction each.
      const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
      let version = note.version;
      for (let typed = 1; typed <= 3; typed++) {
        const text = `note ${i} typed ${typed}`;
        const sections = note.sections.map((s) => ({ ...s, content: docFromText(text) }));
        ({ version } = await core.call('notes.save', { id: note.id, sections, baseVersion: version }));
        process.stdout.write(`note ${note.id} ${text}\n`);
      }
      const item = await core.call('actions.create', { clientId: client.id, text: `item ${i}`, sessionId: session.id });
      process.stdout.write(`action ${item.id}\n`);
    }
  }
}

void main();
