import { closeSync, openSync, readFileSync, readSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckJob } from '../../../src/core/backup/check-messages';
import { checkInWorkers, countRowsInWorker } from '../../../src/core/backup/check-workers';
import { WorkerUnavailable } from '../../../src/core/workers/spawn-worker';
import { countRows } from '../../../src/core/db/counts';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { databaseCopy, databaseOffset, rewriteHeader } from './helpers';
import { fillEveryTable } from '../support/every-table';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

const PAGE_BYTES = 4096;

/** The check's parts but the run of pages that holds `page`. */
function without(jobs: CheckJob[], { page }: { page: number }): CheckJob[] {
  return jobs.filter((job) => job.type === 'check' || page < job.first || page >= job.first + job.count);
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

/** Flips one byte of a page (by default in the middle of its data), as a bad sector or a stray write would. */
function damagePage(file: string, page: number, offset = PAGE_BYTES / 2): void {
  const fd = openSync(file, 'r+');
  try {
    const position = (page - 1) * PAGE_BYTES + offset;
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, position);
    byte[0]! ^= 0x40;
    writeSync(fd, byte, 0, 1, position);
  } finally {
    closeSync(fd);
  }
}

describe('the backup check in worker threads', () => {
  it('passes a whole database and reports progress part by part: the pages in runs, then each table', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    expect(jobs.filter((job) => job.type === 'check').length).toBeGreaterThan(10);
    expect(jobs.filter((job) => job.type === 'authenticate').reduce((pages, job) => pages + (job.type === 'authenticate' ? job.count : 0), 0)).toBe(statSync(file).size / PAGE_BYTES);
    const progress: number[] = [];
    await expect(checkInWorkers(file, dataKey, jobs, {}, (fraction) => progress.push(fraction))).resolves.toBe(true);
    expect(progress).toHaveLength(jobs.length);
    expect(progress.at(-1)).toBe(1);
  });

  it("finds one damaged byte in a page's data or in its HMAC", async () => {
    for (const [table, offset] of [
      ['notes', PAGE_BYTES / 2],
      ['clients', PAGE_BYTES - 1],
    ] as const) {
      const { file, dataKey, jobs } = await databaseCopy();
      damagePage(file, pagesOf(file, dataKey, table).at(-1)!, offset);
      // Found by its run of pages, before SQLite could read the garbage as a broken b-tree.
      await expect(checkInWorkers(file, dataKey, jobs, {}), `${table}, byte ${offset}`).resolves.toBe(false);
    }
  });

  it("leaves the HMAC to the pages' runs: SQLite reads without its own check, so only they find a changed HMAC", async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const page = pagesOf(file, dataKey, 'clients').at(-1)!;
    damagePage(file, page, PAGE_BYTES - 1);
    await expect(checkInWorkers(file, dataKey, without(jobs, { page }), {})).resolves.toBe(true);
    await expect(checkInWorkers(file, dataKey, jobs, {})).resolves.toBe(false);
  });

  it('fails a wrong key as it fails a damaged database: no page authenticates with it', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const wrongKey = Buffer.from(dataKey).fill(7);
    await expect(checkInWorkers(file, wrongKey, jobs, {})).resolves.toBe(false);
    await expect(countRowsInWorker(file, wrongKey, {})).rejects.toMatchObject({ code: 'DB_CORRUPT' });
  });

  it('tells a worker that cannot load the database driver from a damaged database', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const noDriver = { nativeBinding: join(tempDir(), 'missing.node') };
    await expect(checkInWorkers(file, dataKey, jobs, noDriver)).rejects.toBeInstanceOf(WorkerUnavailable);
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
