import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dumpEveryTable, fillEveryTable } from '../support/every-table';
import { makeCore, makePractice, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';
import { damageDatabase, type Damage } from '../../support/damage';

/**
 * A practice with a backup made under PASSPHRASE, then more records and a new passphrase
 * (NEW_PASSPHRASE), closed and damaged. Returns a fresh core on its folder, still locked.
 */
async function damagedPractice(damage: Damage | 'keys' | 'none') {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  fillEveryTable(core.vault.db, 20, 'in the backup');
  const backedUp = dumpEveryTable(core.vault.db);
  const backup = join(tempDir(), 'latest.coachdesk-backup');
  copyFileSync((await core.call('backup.create', {})).path, backup);
  fillEveryTable(core.vault.db, 5, 'after the backup');
  await core.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
  // Whatever page sits mid-file may be one the unlock reads (the reminders read sessions): damage a
  // page of the notes' history instead, which only a note's history screen reads.
  const historyPage = core.vault.db.prepare("SELECT max(pageno) FROM dbstat WHERE name = 'note_revisions'").pluck().get() as number;
  core.close();
  const keys = join(dataDir, 'keys.json');
  if (damage === 'keys') writeFileSync(keys, readFileSync(keys, 'utf8').slice(0, 200));
  else if (damage !== 'none') damageDatabase(join(dataDir, 'coachdesk.db'), damage, historyPage);
  return { dataDir, backup, backedUp, practice: makeCore({ dataDir }), before: folderBytes(dataDir) };
}

/** Every file of the data folder (not the backups) and its bytes, to see that nothing changed or went missing. */
function folderBytes(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dataDir)
      .filter((name) => statSync(join(dataDir, name)).isFile() && !/(-shm|unlock-attempts\.json|\.presence.*)$/.test(name))
      .map((name) => [name, readFileSync(join(dataDir, name)).toString('base64')]),
  );
}

describe('restoring a practice that cannot be opened', () => {
  const cases: { damage: Damage | 'keys'; unlockFails: string; reason: string }[] = [
    { damage: 'page-overwritten', unlockFails: 'DB_CORRUPT', reason: 'database-damaged' },
    { damage: 'cut-in-half', unlockFails: 'DB_CORRUPT', reason: 'database-damaged' },
    { damage: 'cut-to-nothing', unlockFails: 'DB_CORRUPT', reason: 'database-damaged' },
    { damage: 'missing', unlockFails: 'DB_MISSING', reason: 'database-missing' },
    { damage: 'keys', unlockFails: 'KEYFILE_CORRUPT', reason: 'keys-damaged' },
  ];

  for (const { damage, unlockFails, reason } of cases) {
    it(`restores over a practice whose ${damage === 'keys' ? 'key file is damaged' : `database is ${damage}`}, keeping the damaged files`, async () => {
      const { dataDir, backup, backedUp, practice, before } = await damagedPractice(damage);
      await expect(practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: unlockFails });
      expect(await practice.call('vault.status', {})).toMatchObject({ state: 'locked', unopenable: reason });
      expect((await practice.call('backup.inspect', { path: backup })).counts).toBeTruthy();

      const result = await practice.call('backup.restore', { path: backup, passphrase: PASSPHRASE });
      expect(result).toMatchObject({ keysReplaced: true, preRestoreBackup: null });
      expect(dumpEveryTable(practice.vault.db)).toEqual(backedUp);

      // Each damaged file is still there, byte for byte, under a name that says why.
      expect(result.setAside.length).toBeGreaterThan(0);
      for (const kept of result.setAside) {
        expect(kept.startsWith(dataDir)).toBe(true);
        expect(kept).toMatch(/\.unopenable-/);
        const original = kept.slice(dataDir.length + 1).replace(/\.unopenable-[^-]+-[^-]+-[^-]+T[^Z]*Z/, '');
        expect(readFileSync(kept).toString('base64')).toBe(before[original]);
      }
      const keptNames = result.setAside.map((kept) => kept.slice(dataDir.length + 1));
      if (damage === 'keys') expect(keptNames.some((name) => name.startsWith('keys.json.unopenable-'))).toBe(true);
      if (damage !== 'missing') expect(keptNames.some((name) => name.startsWith('coachdesk.db.unopenable-'))).toBe(true);

      // The backup's key slots are the practice's now: its passphrase opens it, the damaged practice's does not.
      await practice.call('vault.lock', {});
      expect((await practice.call('vault.status', {})).unopenable).toBeNull();
      await expect(practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
      await practice.call('vault.unlock', { passphrase: PASSPHRASE });
      expect(dumpEveryTable(practice.vault.db)).toEqual(backedUp);
    }, 60_000);
  }

  it('restores over a practice that opens but has a damaged page further in (its copy fails), keeping the damaged files', async () => {
    const { dataDir, backup, backedUp, practice, before } = await damagedPractice('middle-overwritten');
    await practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE });
    const locked: string[] = [];
    practice.events.on('vault.locked', ({ reason }) => locked.push(reason));

    const result = await practice.call('backup.restore', { path: backup, passphrase: PASSPHRASE });
    // The same practice: its current passphrase stays; nothing could be backed up first.
    expect(result).toMatchObject({ keysReplaced: false, preRestoreBackup: null });
    expect(dumpEveryTable(practice.vault.db)).toEqual(backedUp);
    const database = result.setAside.find((kept) => kept.includes('coachdesk.db.unopenable-') && !kept.endsWith('-wal') && !kept.endsWith('-shm'));
    expect(readFileSync(database!).toString('base64')).toBe(before['coachdesk.db']);
    // Closed while it was set aside: had the restore failed then, the window would show the lock screen.
    expect(locked).toEqual(['manual']);
    await practice.call('vault.lock', {});
    await practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE });
    expect(existsSync(join(dataDir, 'coachdesk.db'))).toBe(true);
  }, 60_000);

  it('still refuses a healthy practice that is locked, and changes nothing', async () => {
    const { dataDir, backup, practice, before } = await damagedPractice('none');
    expect((await practice.call('vault.status', {})).unopenable).toBeNull();
    await expect(practice.call('backup.restore', { path: backup, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'LOCKED' });
    // A wrong passphrase teaches the vault nothing about the database.
    await expect(practice.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    await expect(practice.call('backup.restore', { path: backup, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'LOCKED' });
    expect(folderBytes(dataDir)).toEqual(before);
  });

  it('forgets that the database was damaged once a good copy is put back', async () => {
    const { dataDir, backup, practice } = await damagedPractice('none');
    const database = join(dataDir, 'coachdesk.db');
    const good = join(tempDir(), 'good.db');
    copyFileSync(database, good);
    damageDatabase(database, 'page-overwritten');
    await expect(practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'DB_CORRUPT' });
    copyFileSync(good, database);
    await expect(practice.call('backup.restore', { path: backup, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'LOCKED' });
    await practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE });
  });

  it("refuses the wrong backup passphrase on a damaged practice, leaving the damaged files where they were", async () => {
    const { dataDir, backup, practice, before } = await damagedPractice('page-overwritten');
    await expect(practice.call('vault.unlock', { passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'DB_CORRUPT' });
    const after = folderBytes(dataDir);
    await expect(practice.call('backup.restore', { path: backup, passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({
      code: 'BACKUP_WRONG_SECRET',
      message: expect.stringContaining('nothing was changed'),
    });
    expect(folderBytes(dataDir)).toEqual(after);
    expect(after['coachdesk.db']).toBe(before['coachdesk.db']);
    expect(after['keys.json']).toBe(before['keys.json']);
    expect((await practice.call('vault.status', {})).unopenable).toBe('database-damaged');
    // The right one still works afterwards.
    await practice.call('backup.restore', { path: backup, passphrase: PASSPHRASE });
    expect(existsSync(join(dataDir, 'coachdesk.db'))).toBe(true);
  }, 60_000);
});
