import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/core/db/migrations';
import { dumpEveryTable, fillEveryTable } from '../support/every-table';
import { asFormatOne } from './helpers';
import { filesContaining, makeCore, makePractice, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';

const MARKER = 'Heron-Tamarind-4417 جلسه сесия';

describe('backup and restore round trip', () => {
  it('restores every row of every table into a fresh data folder (a new computer)', async () => {
    const { core } = await makePractice();
    const filled = fillEveryTable(core.vault.db, 40, MARKER);
    expect(Object.keys(filled).length).toBeGreaterThanOrEqual(2);
    const before = dumpEveryTable(core.vault.db);

    const backup = await core.call('backup.create', {});
    expect(backup).toMatchObject({ state: 'verified', reason: 'manual', schemaVersion: migrations.length });
    expect(backup.counts).toEqual(Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length])));

    const newComputer = tempDir();
    const restored = makeCore({ dataDir: newComputer });
    expect((await restored.call('vault.status', {})).state).toBe('new');
    const result = await restored.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE });
    expect(result).toMatchObject({ keysReplaced: true, preRestoreBackup: null });
    expect(dumpEveryTable(restored.vault.db)).toEqual(before);

    // The restored key slots are now the practice's: it locks and unlocks with the backup's passphrase.
    await restored.call('vault.lock', {});
    await restored.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(dumpEveryTable(restored.vault.db)).toEqual(before);
  });

  it('verifies and restores a backup in format 1, as Coachdesk wrote them before', async () => {
    const { core } = await makePractice();
    fillEveryTable(core.vault.db, 20, MARKER);
    const before = dumpEveryTable(core.vault.db);
    const older = join(tempDir(), 'older.coachdesk-backup');
    asFormatOne((await core.call('backup.create', {})).path, older);
    await core.call('backup.verify', { path: older, passphrase: PASSPHRASE });
    const restored = makeCore({ dataDir: tempDir() });
    await restored.call('backup.restore', { path: older, passphrase: PASSPHRASE });
    expect(dumpEveryTable(restored.vault.db)).toEqual(before);
  });

  it('opens with the recovery key that was valid when the backup was made', async () => {
    const { core, recoveryKey } = await makePractice();
    fillEveryTable(core.vault.db, 5, MARKER);
    const before = dumpEveryTable(core.vault.db);
    const backup = await core.call('backup.create', {});
    const restored = makeCore({ dataDir: tempDir() });
    await restored.call('backup.restore', { path: backup.path, recoveryKey: recoveryKey.toLowerCase() });
    expect(dumpEveryTable(restored.vault.db)).toEqual(before);
  });

  it('brings an existing practice back to the backup, keeping a pre-restore backup of what it replaced', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    fillEveryTable(core.vault.db, 20, MARKER);
    const atBackup = dumpEveryTable(core.vault.db);
    const backup = await core.call('backup.create', {});

    core.vault.db.prepare("UPDATE settings SET value = '\"dark\"' WHERE key = 'theme'").run();
    fillEveryTable(core.vault.db, 10, 'written after the backup');
    const afterChanges = dumpEveryTable(core.vault.db);

    const result = await core.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE });
    expect(result.keysReplaced).toBe(false);
    expect(dumpEveryTable(core.vault.db)).toEqual(atBackup);
    expect((await core.call('settings.get', {})).theme).toBe('auto');

    // The pre-restore backup holds exactly what was replaced.
    const undo = makeCore({ dataDir: tempDir() });
    await undo.call('backup.restore', { path: result.preRestoreBackup!, passphrase: PASSPHRASE });
    expect(dumpEveryTable(undo.vault.db)).toEqual(afterChanges);
    const listed = (await core.call('backup.overview', {})).backups.map((b) => b.reason);
    expect(listed.sort()).toEqual(['manual', 'pre-restore']);
  });

  it("keeps today's passphrase when restoring the same practice, and takes the backup's for another practice", async () => {
    const { core: mine } = await makePractice();
    const early = await mine.call('backup.create', {});
    await mine.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });

    // The same practice: the backup opens with the passphrase of its time, the practice keeps today's.
    await expect(mine.call('backup.restore', { path: early.path, passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'BACKUP_WRONG_SECRET' });
    expect((await mine.call('backup.restore', { path: early.path, passphrase: PASSPHRASE })).keysReplaced).toBe(false);
    await mine.call('vault.lock', {});
    await expect(mine.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    await mine.call('vault.unlock', { passphrase: NEW_PASSPHRASE });

    // Another practice's backup: its key slots come with it.
    const { core: other } = await makePractice();
    other.vault.db.prepare("INSERT INTO meta (key, value) VALUES ('whose', 'the other practice')").run();
    const foreign = await other.call('backup.create', {});
    expect((await mine.call('backup.inspect', { path: foreign.path })).samePractice).toBe(false);
    expect((await mine.call('backup.restore', { path: foreign.path, passphrase: PASSPHRASE })).keysReplaced).toBe(true);
    await mine.call('vault.lock', {});
    await expect(mine.call('vault.unlock', { passphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    await mine.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(mine.vault.db.prepare("SELECT value FROM meta WHERE key = 'whose'").pluck().get()).toBe('the other practice');
  });

  it('writes nothing readable: no backup, temporary or restored file holds the marker', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    fillEveryTable(core.vault.db, 200, MARKER);
    const backup = await core.call('backup.create', {});
    await core.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE });
    expect(filesContaining(dataDir, 'Heron-Tamarind')).toEqual([]);
    expect(filesContaining(dataDir, 'جلسه')).toEqual([]);
    // The header is readable (format 2: at the end of the file), and holds nothing a coach typed.
    const header = readFileSync(backup.path).subarray(-8192).toString('latin1');
    expect(header).toContain('"format":"coachdesk-backup"');
    expect(filesContaining(join(dataDir, 'backups'), 'Heron-Tamarind')).toEqual([]);
  });
});
