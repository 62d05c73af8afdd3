import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canMountTmpfs, fillDisk, makeReadOnly, tinyFilesystem } from '../support/filesystems';
import { NEW_PASSPHRASE, PASSPHRASE, makeCore, makePractice, tempDir } from '../support/practice';
import { dumpEveryTable } from '../support/every-table';

const mountReason = 'needs permission to mount a tmpfs (root); CI runs as root';

describe('a full disk', () => {
  it('refuses database writes with DISK_FULL and keeps what was saved (SQLite page limit)', async () => {
    const { core } = await makePractice();
    await core.call('settings.update', { autoLockMinutes: 30 });
    const before = dumpEveryTable(core.vault.db);
    const pages = core.vault.db.pragma('page_count', { simple: true }) as number;
    core.vault.db.pragma(`max_page_count = ${pages}`);

    const insert = () => core.vault.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(`k${Math.random()}`, 'x'.repeat(8000));
    expect(() => {
      for (let i = 0; i < 100; i++) insert();
    }).toThrow(expect.objectContaining({ code: 'SQLITE_FULL' }));
    expect((await core.dispatch('settings.update', { theme: 'dark', autoLockMinutes: 31 })).ok).toBe(true);

    core.vault.db.exec("CREATE TEMP TRIGGER grow AFTER UPDATE ON settings BEGIN INSERT INTO meta VALUES (hex(randomblob(8)), hex(zeroblob(100000))); END");
    const result = await core.dispatch('settings.update', { autoLockMinutes: 45 });
    expect(result).toMatchObject({ ok: false, error: { code: 'DISK_FULL', message: expect.stringContaining('Free some space') } });
    core.vault.db.exec('DROP TRIGGER temp.grow');
    expect((await core.call('settings.get', {})).autoLockMinutes).toBe(31);
    expect(before.meta).toEqual(dumpEveryTable(core.vault.db).meta);
  });

  it.skipIf(!canMountTmpfs())(`on a really full filesystem, keeps the practice and the passphrase intact (${mountReason})`, async () => {
    const dataDir = tinyFilesystem(8 * 1024)!;
    const { core } = await makePractice({ dataDir });
    await core.call('settings.update', { autoLockMinutes: 20 });
    const keysBefore = readFileSync(join(dataDir, 'keys.json'));
    const freeDisk = fillDisk(dataDir);

    const change = await core.dispatch('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
    expect(change).toMatchObject({ ok: false, error: { code: 'DISK_FULL' } });
    expect(readFileSync(join(dataDir, 'keys.json'))).toEqual(keysBefore);

    const big = await core.dispatch('settings.update', { autoLockMinutes: 25 });
    // A small update may still fit in already allocated WAL pages; if it failed, it failed cleanly.
    if (!big.ok) expect(big.error.code).toBe('DISK_FULL');

    freeDisk();
    core.close();
    const reopened = makeCore({ dataDir });
    await reopened.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(reopened.vault.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect([20, 25]).toContain((await reopened.call('settings.get', {})).autoLockMinutes);
  });
});

describe('a read-only folder', () => {
  it('refuses to change the passphrase with a clear message and changes nothing', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const keysBefore = readFileSync(join(dataDir, 'keys.json'));
    makeReadOnly(dataDir);
    const result = await core.dispatch('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
    expect(result).toMatchObject({ ok: false, error: { code: 'STORAGE_READONLY', message: expect.stringContaining('writable') } });
    expect(readFileSync(join(dataDir, 'keys.json'))).toEqual(keysBefore);
  });

  it('refuses to unlock a practice it could not write to, saying why', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('vault.lock', {});
    makeReadOnly(dataDir);
    const result = await core.dispatch('vault.unlock', { passphrase: PASSPHRASE });
    expect(result).toMatchObject({ ok: false, error: { code: 'STORAGE_READONLY' } });
  });
});

describe('a key file that cannot be written', () => {
  it('leaves the passphrase as it was, on disk and in what the next backup holds', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const keys = join(dataDir, 'keys.json');
    const keysBefore = readFileSync(keys);
    // A folder in the key file's place: the folder stays writable, only that write fails.
    renameSync(keys, `${keys}.aside`);
    mkdirSync(join(keys, 'in-the-way'), { recursive: true });
    const change = await core.dispatch('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
    expect(change.ok).toBe(false);
    rmSync(keys, { recursive: true });
    renameSync(`${keys}.aside`, keys);

    expect(readFileSync(keys)).toEqual(keysBefore);
    const backup = await core.call('backup.create', {});
    expect(await core.dispatch('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).toMatchObject({ ok: true });
    // Trying again, as the message says, with the passphrase that still stands.
    await core.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
  });
});

describe('a database file deleted while locked', () => {
  it('says it is missing instead of opening an empty practice, and keeps the key file', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('vault.lock', {});
    const keysBefore = readFileSync(join(dataDir, 'keys.json'));
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `coachdesk.db${suffix}`), { force: true });

    const result = await core.dispatch('vault.unlock', { passphrase: PASSPHRASE });
    expect(result).toMatchObject({ ok: false, error: { code: 'DB_MISSING', message: expect.stringContaining('Restore it from a backup') } });
    expect(readFileSync(join(dataDir, 'keys.json'))).toEqual(keysBefore);
    expect((await core.call('vault.status', {})).state).toBe('locked');
    expect(() => readFileSync(join(dataDir, 'coachdesk.db'))).toThrow();
  });
});
