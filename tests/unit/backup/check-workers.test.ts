import { closeSync, copyFileSync, openSync, readFileSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTablesInWorkers, countRowsInWorker } from '../../../src/core/backup/check-workers';
import { WorkerUnavailable } from '../../../src/core/workers/spawn-worker';
import { countRows } from '../../../src/core/db/counts';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { databaseOffset, rewriteHeader } from './helpers';
import { fillEveryTable } from '../support/every-table';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

const PAGE_BYTES = 4096;

/** A copy of a filled practice's database, its key, and every table with pages of its own. */
async function databaseCopy() {
  const { core } = await makePractice();
  fillEveryTable(core.vault.db, 200, 'check');
  const { db, dataKey } = core.vault.backupSource();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const file = join(tempDir(), 'copy.db');
  copyFileSync(db.name, file);
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0").pluck().all() as string[];
  return { file, dataKey, tables };
}

/** The pages of `table`'s own b-tree (not its indexes), read through SQLite's dbstat. */
function pagesOf(file: string, dataKey: Buffer, table: string): number[] {
  const db = openEncryptedDatabase(file, dataKey, { mustExist: true });
  try {
    return db.prepare('SELECT pageno FROM dbstat WHERE name = ?').pluck().all(table) as number[];
  } finally {
    db.close();
  }
}

/** Flips one byte in the middle of a page, as a bad sector or a stray write would. */
function damagePage(file: string, page: number): void {
  const fd = openSync(file, 'r+');
  try {
    const position = (page - 1) * PAGE_BYTES + PAGE_BYTES / 2;
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, position);
    byte[0]! ^= 0x40;
    writeSync(fd, byte, 0, 1, position);
  } finally {
    closeSync(fd);
  }
}

describe('the backup check in worker threads', () => {
  it('passes a whole database and reports progress table by table', async () => {
    const { file, dataKey, tables } = await databaseCopy();
    const progress: number[] = [];
    await expect(checkTablesInWorkers(file, dataKey, tables, {}, (fraction) => progress.push(fraction))).resolves.toBe(true);
    expect(progress).toHaveLength(tables.length);
    expect(progress.at(-1)).toBe(1);
  });

  it("finds one damaged byte in a table's pages, and only when that table is checked", async () => {
    const { file, dataKey, tables } = await databaseCopy();
    const pages = pagesOf(file, dataKey, 'notes');
    expect(pages.length).toBeGreaterThan(0);
    damagePage(file, pages.at(-1)!);
    const others = tables.filter((table) => table !== 'notes');
    await expect(checkTablesInWorkers(file, dataKey, others, {})).resolves.toBe(true);
    // A page that fails its HMAC is reported by SQLite as corruption: either answer means "not whole".
    const verdict = await checkTablesInWorkers(file, dataKey, tables, {}).catch((error: { code?: string }) => error.code);
    expect([false, 'SQLITE_CORRUPT']).toContain(verdict);
  });

  it('rejects a wrong key as the app rejects a damaged database', async () => {
    const { file, dataKey, tables } = await databaseCopy();
    const wrongKey = Buffer.from(dataKey).fill(7);
    await expect(checkTablesInWorkers(file, wrongKey, tables, {})).rejects.toMatchObject({ code: 'DB_CORRUPT' });
  });

  it('tells a worker that cannot load the database driver from a damaged database', async () => {
    const { file, dataKey, tables } = await databaseCopy();
    const noDriver = { nativeBinding: join(tempDir(), 'missing.node') };
    await expect(checkTablesInWorkers(file, dataKey, tables, noDriver)).rejects.toBeInstanceOf(WorkerUnavailable);
    await expect(countRowsInWorker(file, dataKey, noDriver)).rejects.toBeInstanceOf(WorkerUnavailable);
    const db = openEncryptedDatabase(file, dataKey, { mustExist: true });
    const counts = countRows(db);
    db.close();
    expect(counts.notes).toBeGreaterThan(0);
    await expect(countRowsInWorker(file, dataKey, {})).resolves.toEqual(counts);
  });

  it('checks on the main thread when no worker can start, so backups are still made and damage still found', async () => {
    const { core } = await makePractice({ builtWorkers: join(tempDir(), 'no-workers-here') });
    fillEveryTable(core.vault.db, 50, 'fallback');
    const backup = await core.call('backup.create', {});
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).resolves.toBeDefined();

    // A changed page inside the encrypted database, with the file's checksum recomputed to match.
    const tampered = readFileSync(backup.path);
    tampered[databaseOffset(backup.path) + 4096 + 200]! ^= 0xff;
    writeFileSync(backup.path, tampered);
    rewriteHeader(backup.path, () => {});
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'BACKUP_CORRUPT' });
  });
});
