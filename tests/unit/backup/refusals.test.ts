import { copyFileSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import type { Migration } from '../../../src/core/db/migration';
import { migrations } from '../../../src/core/db/migrations';
import { fillEveryTable } from '../support/every-table';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { TRAILER_FIXED_BYTES } from '../../../src/core/backup/format';
import { asFormatOne, formatOneDatabaseOffset, headerOffset, practiceState, rewriteHeader } from './helpers';

/** A practice with data, a good backup of it, and changes made since (which a refused restore must keep). */
async function practiceWithBackup() {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  fillEveryTable(core.vault.db, 30, 'before');
  const backup = await core.call('backup.create', {});
  fillEveryTable(core.vault.db, 5, 'after');
  const copy = join(tempDir(), 'copy.coachdesk-backup');
  copyFileSync(backup.path, copy);
  return { core, dataDir, copy };
}

async function expectRefusedAndUnchanged(core: Core, dataDir: string, path: string, code: string, secret: { passphrase: string } | { recoveryKey: string } = { passphrase: PASSPHRASE }) {
  const before = practiceState(core, dataDir);
  await expect(core.call('backup.restore', { path, ...secret })).rejects.toMatchObject({ code });
  expect(core.vault.isUnlocked).toBe(true);
  expect(practiceState(core, dataDir)).toEqual(before);
}

describe('restores that are refused change nothing', () => {
  it('refuses a backup with one byte changed in its data, its header or its checksum', async () => {
    const { core, dataDir, copy } = await practiceWithBackup();
    const original = readFileSync(copy);
    // The database (format 2: from the start of the file), the header, its checksum, and the magic.
    for (const position of [5000, 40, headerOffset(copy) + 10, original.length - TRAILER_FIXED_BYTES - 5, original.length - 1]) {
      const damaged = Buffer.from(original);
      damaged[position]! ^= 0x01;
      writeFileSync(copy, damaged);
      await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_CORRUPT');
      await expect(core.call('backup.verify', { path: copy, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'BACKUP_CORRUPT' });
    }
  });

  it('refuses a format 1 backup (written before) with one byte changed in its data or its checksum', async () => {
    const { core, dataDir, copy } = await practiceWithBackup();
    asFormatOne(copy, copy);
    const original = readFileSync(copy);
    for (const position of [formatOneDatabaseOffset(copy) + 5000, original.length - 1]) {
      const damaged = Buffer.from(original);
      damaged[position]! ^= 0x01;
      writeFileSync(copy, damaged);
      await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_CORRUPT');
    }
  });

  it('refuses a backup whose checksum is right but whose contents do not match its header', async () => {
    const { core, dataDir, copy } = await practiceWithBackup();
    const original = readFileSync(copy);
    rewriteHeader(copy, (header) => {
      (header.counts as Record<string, number>).settings! += 1;
    });
    await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_CORRUPT');

    // A changed page inside the encrypted database, in a format 1 file with its checksum over everything recomputed to match.
    const tampered = Buffer.from(original);
    tampered[4096 + 200]! ^= 0xff;
    writeFileSync(copy, tampered);
    asFormatOne(copy, copy);
    await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_CORRUPT');
  });

  it('lists damaged files as damaged, and does not count them as good backups', async () => {
    const { core, dataDir } = await practiceWithBackup();
    const [good] = (await core.call('backup.overview', {})).backups;
    const cut = join(dataDir, 'backups', 'coachdesk-2099-01-01T00-00-00Z-daily.coachdesk-backup');
    writeFileSync(cut, readFileSync(good!.path).subarray(0, 5000));
    const overview = await core.call('backup.overview', {});
    expect(overview.backups.map((b) => [b.fileName, b.state])).toEqual([
      [cut.split('/').pop(), 'damaged'],
      [good!.fileName, 'verified'],
    ]);
    expect(overview.lastGoodAt).toBe(good!.createdAt);
  });

  it('refuses a cut-short backup, and says so already when it is inspected', async () => {
    const { core, dataDir, copy } = await practiceWithBackup();
    truncateSync(copy, statSync(copy).size - 4096);
    await expect(core.call('backup.inspect', { path: copy })).rejects.toMatchObject({ code: 'BACKUP_CORRUPT' });
    await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_CORRUPT');
    truncateSync(copy, 10);
    await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_CORRUPT');
  });

  it('refuses a file that is not a backup, or is missing', async () => {
    const { core, dataDir } = await practiceWithBackup();
    const notBackup = join(tempDir(), 'notes.coachdesk-backup');
    writeFileSync(notBackup, 'just some text, not a backup at all');
    await expectRefusedAndUnchanged(core, dataDir, notBackup, 'BACKUP_CORRUPT');
    await expectRefusedAndUnchanged(core, dataDir, join(tempDir(), 'missing.coachdesk-backup'), 'BACKUP_NOT_FOUND');
  });

  it('refuses a wrong passphrase or recovery key', async () => {
    const { core, dataDir, copy } = await practiceWithBackup();
    await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_WRONG_SECRET', { passphrase: 'not the passphrase of this backup' });
    await expectRefusedAndUnchanged(core, dataDir, copy, 'BACKUP_WRONG_SECRET', { recoveryKey: 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH' });
  });

  it('counts wrong backup secrets as wrong unlocks: the lock screen’s restore is no way round the delay', async () => {
    const now = Date.parse('2026-05-01T09:00:00Z');
    const { core } = await makePractice({ now: () => now });
    const backup = await core.call('backup.create', {});
    core.vault.lock();
    for (let i = 0; i < 3; i++) {
      await expect(core.call('backup.verify', { path: backup.path, passphrase: `guess ${i}` })).rejects.toMatchObject({ code: 'BACKUP_WRONG_SECRET' });
    }
    // Before: each guess answered at once, however many, and unlocking stayed free.
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(core.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(core.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses a backup of a newer data version, or in a newer format, naming the version that made it', async () => {
    const { core, dataDir } = await practiceWithBackup();
    const upgrade: Migration = { version: migrations.length + 1, name: 'future', up: (db) => db.exec('CREATE TABLE future_things (id INTEGER PRIMARY KEY) STRICT') };
    const future = makeCore({ migrations: [...migrations, upgrade], appVersion: '9.0.0' });
    const { recoveryKey } = await future.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await future.call('vault.setupConfirm', { recoveryKey });
    const newer = await future.call('backup.create', {});
    await expect(core.call('backup.inspect', { path: newer.path })).rejects.toMatchObject({ code: 'BACKUP_TOO_NEW', details: { writtenBy: '9.0.0' } });
    await expectRefusedAndUnchanged(core, dataDir, newer.path, 'BACKUP_TOO_NEW');
    expect((await future.call('backup.overview', {})).backups[0]!.state).toBe('verified');

    const newerFormat = join(tempDir(), 'format2.coachdesk-backup');
    copyFileSync(newer.path, newerFormat);
    rewriteHeader(newerFormat, (header) => {
      header.formatVersion = 3;
      header.schemaVersion = 1;
    });
    await expectRefusedAndUnchanged(core, dataDir, newerFormat, 'BACKUP_TOO_NEW');
  });

  it('refuses when the data folder has no room for the restored copy', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, backupIo: { freeBytes: async (dir) => (dir === dataDir ? 1024 : 1e12) } });
    const backup = await core.call('backup.create', {});
    await expectRefusedAndUnchanged(core, dataDir, backup.path, 'NOT_ENOUGH_SPACE');
  });

  it('says the folder went away when its drive is unplugged mid-backup, and leaves the practice as it was', async () => {
    const dataDir = tempDir();
    const folder = tempDir();
    const unplug = (step: string) => step === 'snapshot-made' && rmSync(folder, { recursive: true, force: true });
    const { core } = await makePractice({ dataDir, backupIo: { reached: unplug } });
    fillEveryTable(core.vault.db, 20, 'unplugged');
    const before = practiceState(core, dataDir);
    const target = join(folder, 'unplugged.coachdesk-backup');
    await expect(core.call('backup.create', { path: target })).rejects.toMatchObject({ code: 'STORAGE_READONLY', message: expect.stringContaining(folder) });
    expect(practiceState(core, dataDir)).toEqual(before);
  });

  it('refuses while the practice is locked, and lets only one backup or restore run at a time', async () => {
    const { core, copy } = await practiceWithBackup();
    const running = core.call('backup.create', {});
    await expect(core.call('backup.create', {})).rejects.toMatchObject({ code: 'BACKUP_BUSY' });
    await expect(core.call('backup.restore', { path: copy, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'BACKUP_BUSY' });
    await running;
    await core.call('vault.lock', {});
    await expect(core.call('backup.restore', { path: copy, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'LOCKED' });
    await expect(core.call('backup.create', {})).rejects.toMatchObject({ code: 'LOCKED' });
  });
});
