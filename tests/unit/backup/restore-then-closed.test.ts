import { describe, expect, it } from 'vitest';
import type { Migration } from '../../../src/core/db/migration';
import { migrations } from '../../../src/core/db/migrations';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

const addContacts: Migration = { version: migrations.length + 1, name: 'contacts', up: (db) => db.exec('CREATE TABLE contacts (id INTEGER PRIMARY KEY) STRICT') };
const upgraded = [...migrations, addContacts];

describe('a restore that is committed and then cannot open the practice', () => {
  it('says the backup was restored, locks the window, and opens the restored practice once there is room', async () => {
    const dataDir = tempDir();
    const { core: before } = await makePractice({ dataDir });
    await before.call('clients.create', { fullName: 'In The Older Backup' });
    const { path } = await before.call('backup.create', {});
    before.close();

    // An upgraded app; its restore of the older backup reopens it, upgrades it, and the backup
    // before that upgrade (the fourth asking for space) finds the disk full.
    let asked = 0;
    const core = makeCore({ dataDir, migrations: upgraded, backupIo: { freeBytes: async () => (++asked >= 4 ? 1024 : 10 ** 12) } });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    await core.call('clients.create', { fullName: 'Typed After The Upgrade' });
    const locks: string[] = [];
    core.events.on('vault.locked', ({ reason }) => locks.push(reason));

    await expect(core.call('backup.restore', { path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'RESTORED_NOT_OPENED', details: { cause: 'NOT_ENOUGH_SPACE' } });
    expect(locks).toEqual(['manual']);
    expect(core.vault.isUnlocked).toBe(false);
    core.close();

    const later = makeCore({ dataDir, migrations: upgraded });
    await later.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await later.call('clients.list', {})).items.map((client) => client.fullName)).toEqual(['In The Older Backup']);
  });
});
