import { appendFileSync, closeSync, openSync, readFileSync, readSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Worker } from 'node:worker_threads';
import type { CheckJob, ToCheckWorker } from '../../../src/core/backup/check-messages';
import { checkInWorkers } from '../../../src/core/backup/check-workers';
import { WorkerUnavailable } from '../../../src/core/workers/spawn-worker';
import { countRows } from '../../../src/core/db/counts';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { databaseCopy } from './helpers';
import { fillEveryTable } from '../support/every-table';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

const PAGE_BYTES = 4096;

/** The check's parts but the run of pages that holds `page`. */
function without(jobs: CheckJob[], { page }: { page: number }): CheckJob[] {
  return jobs.filter((job) => job.type === 'table' || page < job.first || page >= job.first + job.count);
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

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function* chunks(bytes: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/** Appends `parts` to the new file `path` one every 5 ms; resolves once all are written. */
async function writeInSteps(path: string, parts: Buffer[]): Promise<void> {
  writeFileSync(path, '');
  for (const part of parts) {
    appendFileSync(path, part);
    await delay(5);
  }
}

describe('the backup check in worker threads', () => {
  it('passes a whole database and reports progress part by part: the pages in runs, then each table', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    expect(jobs.filter((job) => job.type === 'table').length).toBeGreaterThan(10);
    expect(jobs.filter((job) => job.type === 'authenticate').reduce((pages, job) => pages + (job.type === 'authenticate' ? job.count : 0), 0)).toBe(statSync(file).size / PAGE_BYTES);
    const progress: number[] = [];
    const db = openEncryptedDatabase(file, dataKey, { mustExist: true });
    const counts = countRows(db);
    db.close();
    expect(counts.notes).toBeGreaterThan(0);
    // Every table's rows, counted as it is checked: what a backup's header promises.
    await expect(checkInWorkers(file, dataKey, jobs, { runtime: {}, onProgress: (fraction) => progress.push(fraction) })).resolves.toEqual(counts);
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
      await expect(checkInWorkers(file, dataKey, jobs, { runtime: {} }), `${table}, byte ${offset}`).resolves.toBeNull();
    }
  });

  it("leaves the HMAC to the pages' runs: SQLite reads without its own check, so only they find a changed HMAC", async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const page = pagesOf(file, dataKey, 'clients').at(-1)!;
    damagePage(file, page, PAGE_BYTES - 1);
    await expect(checkInWorkers(file, dataKey, without(jobs, { page }), { runtime: {} })).resolves.not.toBeNull();
    await expect(checkInWorkers(file, dataKey, jobs, { runtime: {} })).resolves.toBeNull();
  });

  it('checks a file while it is still being copied, each run of pages only once the copy has reached its end', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const whole = readFileSync(file);
    // Runs of 8 pages, so there are many to hand out while the file grows.
    const runs: CheckJob[] = [];
    for (let first = 1; first <= whole.length / PAGE_BYTES; first += 8) runs.push({ type: 'authenticate', first, count: Math.min(8, whole.length / PAGE_BYTES - first + 1) });
    const smallRuns = [...runs, ...jobs.filter((job) => job.type === 'table')];
    const expected = await checkInWorkers(file, dataKey, smallRuns, { runtime: {} });

    // Written in order, 32 KiB every 5 ms, as a copy by the file system would.
    const growing = join(tempDir(), 'growing.db');
    const copied = writeInSteps(growing, [...chunks(whole, 32 * 1024)]);
    const handedOutEarly: number[] = [];
    let handedOutWhileCopying = 0;
    let copying = true;
    void copied.then(() => (copying = false));
    const send = Worker.prototype.postMessage;
    const handOut = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message: unknown) {
      const job = message as ToCheckWorker;
      if (job.type === 'authenticate' && copying) {
        handedOutWhileCopying++;
        if (statSync(growing).size < (job.first + job.count - 1) * PAGE_BYTES) handedOutEarly.push(job.first);
      }
      send.call(this, message);
    });
    try {
      await expect(checkInWorkers(growing, dataKey, smallRuns, { runtime: {}, copied })).resolves.toEqual(expected);
    } finally {
      handOut.mockRestore();
    }
    expect(handedOutWhileCopying).toBeGreaterThan(5);
    expect(handedOutEarly).toEqual([]);
  });

  it('checks a run again once the copy is whole if it failed while copying, and fails only what stays damaged', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const whole = readFileSync(file);
    // A copy that sets the size first and fills in the bytes later, as a network drive may.
    const late = join(tempDir(), 'late.db');
    writeFileSync(late, Buffer.alloc(whole.length));
    const filled = delay(200).then(() => writeFileSync(late, whole));
    await expect(checkInWorkers(late, dataKey, jobs, { runtime: {}, copied: filled })).resolves.not.toBeNull();

    const damaged = Buffer.from(whole);
    damaged[whole.length - PAGE_BYTES / 2]! ^= 0x40;
    writeFileSync(late, Buffer.alloc(whole.length));
    const stillDamaged = delay(200).then(() => writeFileSync(late, damaged));
    await expect(checkInWorkers(late, dataKey, jobs, { runtime: {}, copied: stillDamaged })).resolves.toBeNull();
  });

  it('fails a wrong key as it fails a damaged database: no page authenticates with it', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const wrongKey = Buffer.from(dataKey).fill(7);
    await expect(checkInWorkers(file, wrongKey, jobs, { runtime: {} })).resolves.toBeNull();
  });

  it('tells a worker that cannot load the database driver from a damaged database', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const noDriver = { nativeBinding: join(tempDir(), 'missing.node') };
    await expect(checkInWorkers(file, dataKey, jobs, { runtime: noDriver })).rejects.toBeInstanceOf(WorkerUnavailable);
  });

  it('checks on the main thread when no worker can start, so backups are still made and damage still found', async () => {
    const { core } = await makePractice({ builtWorkers: join(tempDir(), 'no-workers-here') });
    fillEveryTable(core.vault.db, 50, 'fallback');
    const backup = await core.call('backup.create', {});
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).resolves.toBeDefined();

    // A changed page inside the encrypted database (format 2: at the start of the file).
    const tampered = readFileSync(backup.path);
    tampered[4096 + 200]! ^= 0xff;
    writeFileSync(backup.path, tampered);
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'BACKUP_CORRUPT' });
  });
});
