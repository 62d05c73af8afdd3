import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupFileName, listBackups } from '../src/core/backup/list';
import { type BackupHeader, CHECKSUM_BYTES, encodeTrailer, TRAILER_FIXED_BYTES, trailerHeaderLength } from '../src/core/backup/format';
import { Core } from '../src/core/core';
import { type Figure, measure } from './harness';

const PASSPHRASE = 'lantern orchard velvet compass';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 23 is what the default retention keeps (7 daily, 4 weekly, 12 monthly); the rest, a coach who keeps years of them. */
const FOLDER_SIZES = [23, 250, 1000, 4000];

/**
 * Fills the backup folder with `count` backups, one a day back from the real one: each a copy
 * of its header (with its own date and checksum) at the real file's size, the database part
 * left a hole (a sparse file), so thousands of them fit on the disk. Listing reads only the end.
 */
function fillFolder(folder: string, realBackup: string, count: number): void {
  const bytes = readFileSync(realBackup);
  const length = trailerHeaderLength(bytes.subarray(bytes.length - TRAILER_FIXED_BYTES), realBackup)!;
  const databaseBytes = bytes.length - TRAILER_FIXED_BYTES - CHECKSUM_BYTES - length;
  const header = JSON.parse(bytes.subarray(databaseBytes, databaseBytes + length).toString('utf8')) as BackupHeader;
  const newest = Date.parse(header.createdAt);
  for (let i = 1; i < count; i++) {
    const createdAt = new Date(newest - i * DAY_MS);
    const fd = openSync(join(folder, backupFileName(createdAt, 'daily')), 'w');
    writeSync(fd, encodeTrailer({ ...header, createdAt: createdAt.toISOString() }), 0, undefined, databaseBytes);
    closeSync(fd);
  }
}

/**
 * As the backup folder grows: reading every backup's header (what `backup.overview` did on each
 * call), against `backup.overview` (the Backups page) and `backup.status` (the dashboard's alert
 * and the navigation's marker, on every page) with the headers already read kept by the core.
 * The files come from the operating system's page cache here; a USB drive or a network folder
 * is slower for each file opened.
 */
export async function backupStatusBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const count of FOLDER_SIZES) {
    const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-'));
    const core = new Core({ dataDir });
    try {
      const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
      await core.call('vault.setupConfirm', { recoveryKey });
      const real = await core.call('backup.create', {});
      const folder = join(dataDir, 'backups');
      fillFolder(folder, real.path, count);
      const overview = await core.call('backup.overview', {});
      if (overview.backups.length !== count) throw new Error(`expected ${count} backups, listed ${overview.backups.length}`);
      const bytes = JSON.stringify(overview).length;
      const uncached = await measure(() => listBackups(folder, real.schemaVersion!, real.appVersion!), 20);
      const full = await measure(() => core.call('backup.overview', {}), 20);
      const light = await measure(() => core.call('backup.status', {}), 20);
      figures.push(
        { operation: `every header read, ${count} backups`, encryptedP50: uncached.p50, encryptedP95: uncached.p95, note: 'each overview before the cache; now the first listing after the app starts' },
        { operation: `backup.overview, ${count} backups`, encryptedP50: full.p50, encryptedP95: full.p95, note: `the Backups page; ${Math.round(bytes / 1024)} KiB of JSON to the renderer` },
        { operation: `backup.status, ${count} backups`, encryptedP50: light.p50, encryptedP95: light.p95, note: 'the dashboard and the navigation' },
      );
    } finally {
      core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}
