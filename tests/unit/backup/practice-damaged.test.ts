import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CoreOptions } from '../../../src/core/core';
import { migrations } from '../../../src/core/db/migrations';
import type { Migration } from '../../../src/core/db/migration';
import { damageDatabase } from '../../support/damage';
import { fillEveryTable } from '../support/every-table';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { notesHistoryPage } from './helpers';

/** Every file in the folder, hidden temporaries included, with its bytes. */
function folderBytes(folder: string): Record<string, string> {
  return Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name)).toString('base64')]));
}

/** An open practice with two good backups, whose database has since had a page damaged on disk; it still opens. */
async function damagedOpenPractice(metWhile: 'reading the practice' | 'checking the copy', options: Partial<CoreOptions> = {}) {
  const dataDir = tempDir();
  let now = Date.parse('2026-11-30T09:00:00Z');
  const { core } = await makePractice({ dataDir, now: () => now });
  fillEveryTable(core.vault.db, 20, 'backed up');
  await core.call('backup.create', {});
  now += 60 * 60 * 1000;
  await core.call('backup.create', {});
  const page = notesHistoryPage(core.vault.db, metWhile);
  core.close();
  damageDatabase(join(dataDir, 'coachdesk.db'), 'middle-overwritten', page);
  now += 60 * 60 * 1000;
  const folder = join(dataDir, 'backups');
  const before = folderBytes(folder);
  const practice = makeCore({ dataDir, now: () => now, ...options });
  if (!options.migrations) await practice.call('vault.unlock', { passphrase: PASSPHRASE });
  return { practice, folder, before };
}

describe('backing up a practice whose own database is damaged', () => {
  for (const metWhile of ['checking the copy', 'reading the practice'] as const) {
    it(`says the practice is damaged, not the backup, when the damage is met ${metWhile}; no new file, earlier backups as they were`, async () => {
      const { practice, folder, before } = await damagedOpenPractice(metWhile);
      expect(Object.keys(before)).toHaveLength(2);

      const made = practice.call('backup.create', {});
      await expect(made).rejects.toMatchObject({ code: 'PRACTICE_DAMAGED', message: expect.stringMatching(/on this computer.*backups were not changed.*Restore/s) });
      expect(folderBytes(folder)).toEqual(before);
      expect((await practice.call('backup.overview', {})).backups.map((backup) => backup.state)).toEqual(['verified', 'verified']);
      // Still open: the coach can go on to restore from the Backups page.
      expect(practice.vault.isUnlocked).toBe(true);
    }, 60_000);
  }

  it('says the same for a backup to a file the coach chose, and leaves nothing there', async () => {
    const { practice } = await damagedOpenPractice('checking the copy');
    const elsewhere = tempDir();
    await expect(practice.call('backup.create', { path: join(elsewhere, 'mine') })).rejects.toMatchObject({ code: 'PRACTICE_DAMAGED' });
    expect(readdirSync(elsewhere)).toEqual([]);
  }, 60_000);

  it('shows the daily backup as failed with the same code on the Backups page', async () => {
    const { practice, folder, before } = await damagedOpenPractice('checking the copy');
    await practice.context.backups.automatic('daily');
    expect((await practice.call('backup.overview', {})).lastAutomaticFailure).toMatchObject({ code: 'PRACTICE_DAMAGED' });
    expect(folderBytes(folder)).toEqual(before);
  }, 60_000);
});

describe('upgrading a practice whose own database is damaged', () => {
  it('refuses to open it with the same code, and offers the restore a practice no one can open gets', async () => {
    // The upgrade's backup beforehand is what meets the damage.
    const addContacts: Migration = { version: migrations.length + 1, name: 'contacts', up: (db) => db.exec('CREATE TABLE contacts (id INTEGER PRIMARY KEY) STRICT') };
    const { practice, folder, before } = await damagedOpenPractice('checking the copy', { migrations: [...migrations, addContacts] });
    const [latest] = Object.keys(before).sort().reverse();
    await expect(practice.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_DAMAGED' });
    expect(folderBytes(folder)).toEqual(before);
    expect((await practice.call('vault.status', {})).unopenable).toBe('database-damaged');
    const restored = await practice.call('backup.restore', { path: join(folder, latest!), passphrase: PASSPHRASE });
    expect(restored.setAside.some((kept) => kept.includes('coachdesk.db.unopenable-'))).toBe(true);
    expect(practice.vault.isUnlocked).toBe(true);
  }, 60_000);
});

describe('a backup damaged on its way to the backup folder', () => {
  it('is a damaged backup, not a damaged practice: restoring an older one would lose work for nothing', async () => {
    let damaging = false;
    const { core } = await makePractice({
      backupIo: {
        // A failing drive in the backup folder: the copy lands with a changed byte, the practice is whole.
        async copyFile(from, to) {
          const bytes = readFileSync(from);
          if (damaging) bytes[4096 + 200]! ^= 0xff;
          writeFileSync(to, bytes, { flag: 'wx' });
        },
      },
    });
    fillEveryTable(core.vault.db, 20, 'backed up');
    damaging = true;
    await expect(core.call('backup.create', {})).rejects.toMatchObject({ code: 'BACKUP_CORRUPT' });
    damaging = false;
    await expect(core.call('backup.create', {})).resolves.toMatchObject({ state: 'verified' });
  }, 60_000);
});
