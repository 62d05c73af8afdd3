import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeBackupIo } from '../../../src/core/backup/io';
import { dumpEveryTable, fillEveryTable } from '../support/every-table';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

const CHILD = resolve(__dirname, 'disk-full-child.ts');

/** Whether this machine lets us mount a small tmpfs in a user namespace (a real disk that fills up). */
function canMountTmpfs(): boolean {
  const probe = spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs "$0"', tempDir()], { encoding: 'utf8' });
  return probe.status === 0;
}

describe('a full disk', () => {
  it('refuses up front when the folder has too little free space, writing nothing', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, backupIo: { freeBytes: async () => 1024 * 1024 } });
    await expect(core.call('backup.create', {})).rejects.toMatchObject({ code: 'NOT_ENOUGH_SPACE', details: { freeMb: 1 } });
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([]);
  });

  it('says what little is free in tenths of a megabyte, not "0 MB"', async () => {
    const { core } = await makePractice({ backupIo: { freeBytes: async () => 400 * 1024 } });
    await expect(core.call('backup.create', {})).rejects.toMatchObject({ code: 'NOT_ENOUGH_SPACE', details: { freeMb: 0.3 } });
  });

  it('names the temporary folder when it has too little room to check a backup in (not the data folder)', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, backupIo: { freeBytes: async (dir) => (dir === tmpdir() ? 1024 * 1024 : 1e12) } });
    const backup = await core.call('backup.create', {});
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'NOT_ENOUGH_SPACE', details: { folder: tmpdir(), freeMb: 1 } });
  });

  it('fails clearly when the copy or the end of the file runs out of space: no half file, the earlier backup and the practice intact', async () => {
    const dataDir = tempDir();
    let failing: 'copy' | 'write' | undefined;
    const noSpace = () => Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const { core } = await makePractice({
      dataDir,
      backupIo: {
        // Each writes part of its file first, as a disk filling up part-way would let it.
        async copyFile(from, to) {
          if (failing !== 'copy') return nodeBackupIo.copyFile(from, to);
          writeFileSync(to, readFileSync(from).subarray(0, 8192));
          throw noSpace();
        },
        async write(handle, data) {
          if (failing !== 'write') return nodeBackupIo.write(handle, data);
          await handle.write(data.subarray(0, 10));
          throw noSpace();
        },
      },
    });
    fillEveryTable(core.vault.db, 50, 'Sparrow-Fennel-2290');
    const first = await core.call('backup.create', {});
    const rows = dumpEveryTable(core.vault.db);

    for (const step of ['copy', 'write'] as const) {
      failing = step;
      await expect(core.call('backup.create', {}), step).rejects.toMatchObject({ code: 'DISK_FULL' });
      expect(readdirSync(join(dataDir, 'backups'))).toEqual([first.fileName]);
    }
    failing = undefined;
    await core.call('backup.verify', { path: first.path, passphrase: PASSPHRASE });
    expect(dumpEveryTable(core.vault.db)).toEqual(rows);
    expect((await core.call('backup.create', {})).state).toBe('verified');
  });

  it.skipIf(!canMountTmpfs())('on a real 16 MiB disk that fills up: refused up front, or DISK_FULL part-way, and nothing lost', () => {
    const folder = tempDir();
    const run = spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=16m tmpfs "$1" && exec "$0" --import tsx "$2" "$3" "$1"', process.execPath, folder, CHILD, tempDir()], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      first: 'ok',
      refusedUpFront: 'NOT_ENOUGH_SPACE',
      fullHalfway: 'DISK_FULL',
      filesAfterFailures: 1,
      listed: 1,
      firstStillGood: 'ok',
      rows: 1000,
      afterwards: 'ok',
    });
  });
});
