import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BackupStep } from '../../../src/core/backup/io';
import type { Core } from '../../../src/core/core';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { dumpEveryTable, fillEveryTable } from '../support/every-table';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** Writes a coach's work while a backup is being made: new notes-sized rows, an edit of old ones, and a checkpoint. */
function keepWriting(core: Core, step: BackupStep) {
  if (step !== 'snapshot-made' && step !== 'database-checked') return;
  const db = core.vault.db;
  db.transaction(() => {
    for (let i = 0; i < 200; i++) db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(`during-${randomBytes(8).toString('hex')}`, randomBytes(400).toString('hex'));
    db.prepare("UPDATE meta SET value = 'changed during the backup' WHERE key LIKE 'before-%'").run();
  })();
  // What SQLite does on its own after enough writes: copy the WAL into the database file, if it may.
  db.pragma('wal_checkpoint(PASSIVE)');
}

async function restoredRows(path: string) {
  const restored = makeCore({ dataDir: tempDir() });
  await restored.call('backup.restore', { path, passphrase: PASSPHRASE });
  return dumpEveryTable(restored.vault.db);
}

describe('a backup made while the practice keeps changing', () => {
  it('holds exactly the practice as it was when the backup started, none of the writes made meanwhile', async () => {
    let writing = false;
    let core: Core | undefined;
    ({ core } = await makePractice({ backupIo: { reached: (step) => writing && keepWriting(core!, step) } }));
    fillEveryTable(core.vault.db, 20, 'Kestrel-Saffron-7731');
    const insert = core.vault.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    core.vault.db.transaction(() => {
      for (let i = 0; i < 3000; i++) insert.run(`before-${i}`, randomBytes(512).toString('hex'));
    })();
    const atStart = dumpEveryTable(core.vault.db);

    writing = true;
    const backup = await core.call('backup.create', {});
    writing = false;

    expect(backup.state).toBe('verified');
    expect(dumpEveryTable(core.vault.db)).not.toEqual(atStart);
    expect(await restoredRows(backup.path)).toEqual(atStart);
  });

  it('is whole and verified when another program holds a read open from before the latest changes', async () => {
    const { core } = await makePractice();
    fillEveryTable(core.vault.db, 5, 'Kestrel-Saffron-7731');
    // Another program reading the practice (the CLI, say) as it was: SQLite cannot fold the
    // changes made since into the database file until that read ends.
    const other = openEncryptedDatabase(core.vault.db.name, core.vault.backupSource().dataKey);
    other.exec('BEGIN');
    other.prepare('SELECT count(*) FROM meta').get();
    try {
      fillEveryTable(core.vault.db, 20, 'Kestrel-Saffron-7731');
      const expected = dumpEveryTable(core.vault.db);
      const backup = await core.call('backup.create', {});
      expect(backup.state).toBe('verified');
      expect(await restoredRows(backup.path)).toEqual(expected);
    } finally {
      other.close();
    }
  });
});
