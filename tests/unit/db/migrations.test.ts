import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Migration } from '../../../src/core/db/migration';
import type { EventPayload } from '../../../src/shared/contract';
import { migrations } from '../../../src/core/db/migrations';
import type { Vault } from '../../../src/core/vault/vault';
import { PASSPHRASE, filesContaining, makeCore, makePractice, tempDir } from '../support/practice';

const MARKER = 'Marker-Ibis-5521';

function vault(dataDir: string, list: readonly Migration[]): Vault {
  return makeCore({ dataDir, appVersion: '1.0.0', migrations: list }).vault;
}

async function createPractice(dataDir: string): Promise<void> {
  const v = vault(dataDir, migrations);
  const { recoveryKey } = await v.beginSetup(PASSPHRASE);
  await v.confirmSetup(recoveryKey, (db) => db.prepare("INSERT INTO meta VALUES ('marker', ?)").run(MARKER));
  v.close();
}

const LATEST = migrations.length;
const addContacts: Migration = { version: LATEST + 1, name: 'contacts', up: (db) => db.exec('CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT') };

describe('migrations', () => {
  it('upgrades an existing practice after writing a verified, encrypted backup first', async () => {
    const dataDir = tempDir();
    await createPractice(dataDir);

    const upgraded = vault(dataDir, [...migrations, addContacts]);
    await upgraded.unlock(PASSPHRASE);
    expect(upgraded.db.pragma('user_version', { simple: true })).toBe(LATEST + 1);
    upgraded.db.prepare('INSERT INTO contacts (name) VALUES (?)').run('Ana');
    upgraded.close();

    const backups = readdirSync(join(dataDir, 'backups'));
    expect(backups).toEqual([expect.stringMatching(/^coachdesk-.*-pre-migration\.coachdesk-backup$/)]);
    expect(filesContaining(dataDir, MARKER)).toEqual([]);

    // The backup is the practice as it was, and restores into a new folder with its passphrase.
    const restored = makeCore({ dataDir: tempDir(), migrations });
    await restored.call('backup.restore', { path: join(dataDir, 'backups', backups[0]!), passphrase: PASSPHRASE });
    expect(restored.vault.db.pragma('user_version', { simple: true })).toBe(LATEST);
    expect(restored.vault.db.prepare("SELECT value FROM meta WHERE key = 'marker'").pluck().get()).toBe(MARKER);
  });

  it('reports the backup before an upgrade as it goes, for the unlock screen, ending in done', async () => {
    const dataDir = tempDir();
    await createPractice(dataDir);
    // A fixed clock puts both backups before an upgrade in the same second, as a fast machine does.
    const core = makeCore({ dataDir, migrations: [...migrations, addContacts], now: () => Date.parse('2026-12-03T11:44:49Z') });
    const seen: EventPayload<'backup.progress'>[] = [];
    core.events.on('backup.progress', (progress) => seen.push(progress));
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(new Set(seen.map((progress) => progress.operation))).toEqual(new Set(['upgrade']));
    expect(seen.some((progress) => progress.phase === 'verifying')).toBe(true);
    expect(seen.map((progress) => progress.fraction)).toEqual(seen.map((progress) => progress.fraction).sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ operation: 'upgrade', phase: 'done', fraction: 1 });

    // Restoring the practice as it was upgrades it again as it reopens, with a backup of its own (named apart
    // from the first in the same second); the restore's own progress shows then.
    seen.length = 0;
    const [before] = readdirSync(join(dataDir, 'backups'));
    await core.call('backup.restore', { path: join(dataDir, 'backups', before!), passphrase: PASSPHRASE });
    expect(core.vault.db.pragma('user_version', { simple: true })).toBe(LATEST + 1);
    expect(readdirSync(join(dataDir, 'backups')).sort()).toEqual([
      'coachdesk-2026-12-03T11-44-49Z-pre-migration-2.coachdesk-backup',
      'coachdesk-2026-12-03T11-44-49Z-pre-migration.coachdesk-backup',
      'coachdesk-2026-12-03T11-44-49Z-pre-restore.coachdesk-backup',
    ]);
    expect(new Set(seen.map((progress) => progress.operation))).toEqual(new Set(['restore']));
  });

  it('does not migrate when the backup before it cannot be written', async () => {
    const dataDir = tempDir();
    await createPractice(dataDir);
    const full = makeCore({ dataDir, migrations: [...migrations, addContacts], backupIo: { freeBytes: async () => 1024 } });
    const seen: EventPayload<'backup.progress'>[] = [];
    full.events.on('backup.progress', (progress) => seen.push(progress));
    await expect(full.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'NOT_ENOUGH_SPACE' });
    expect(seen.at(-1)).toEqual({ operation: 'upgrade', phase: 'failed', fraction: 0 });
    const current = vault(dataDir, migrations);
    await current.unlock(PASSPHRASE);
    expect(current.db.pragma('user_version', { simple: true })).toBe(LATEST);
  });

  it('rolls back every step when one migration fails, leaving the practice as it was', async () => {
    const dataDir = tempDir();
    await createPractice(dataDir);
    const broken: Migration = {
      version: LATEST + 2,
      name: 'fails halfway',
      up: (db) => {
        db.exec('CREATE TABLE half_done (x INTEGER) STRICT');
        throw new Error('simulated failure');
      },
    };
    const failing = vault(dataDir, [...migrations, addContacts, broken]);
    await expect(failing.unlock(PASSPHRASE)).rejects.toThrow('simulated failure');
    expect(failing.isUnlocked).toBe(false);

    const current = vault(dataDir, migrations);
    await current.unlock(PASSPHRASE);
    expect(current.db.pragma('user_version', { simple: true })).toBe(LATEST);
    const tables = current.db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
    expect(tables).not.toContain('contacts');
    expect(tables).not.toContain('half_done');
    current.close();
  });

  it('refuses a practice written by a newer version, naming both versions, and changes nothing', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    core.vault.db.pragma('user_version = 99');
    core.vault.db.prepare("UPDATE meta SET value = '9.1.0' WHERE key = 'last_app_version'").run();
    await core.call('vault.lock', {});
    const before = readFileSync(join(dataDir, 'coachdesk.db'));

    const error = await core.call('vault.unlock', { passphrase: PASSPHRASE }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DB_TOO_NEW', details: { found: 99, supported: migrations.length } });
    expect((error as Error).message).toContain('Coachdesk 9.1.0 (data version 99)');
    expect((error as Error).message).toContain(`up to data version ${migrations.length}`);
    expect((await core.call('vault.status', {})).state).toBe('locked');
    expect(readFileSync(join(dataDir, 'coachdesk.db')).equals(before)).toBe(true);
  });

  it('rejects a migration list with gaps', async () => {
    const dataDir = tempDir();
    const gap = vault(dataDir, [...migrations, { ...addContacts, version: LATEST + 2 }]);
    const { recoveryKey } = await gap.beginSetup(PASSPHRASE);
    await expect(gap.confirmSetup(recoveryKey, () => {})).rejects.toThrow(new RegExp(`numbered ${LATEST + 2}; expected ${LATEST + 1}`));
  });
});
