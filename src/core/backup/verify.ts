import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { wipe } from '../vault/crypto';
import { type BackupSecret, openBackupKey } from './backup-key';
import { type ContainerInfo, extractDatabase, readContainerHeader } from './container';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { checkDatabaseCopy } from './database-check';
import type { BackupIo } from './io';
import { STALE_TEMPORARY_MS } from './temporary-files';
import { assertFreeSpace, SPACE_MARGIN_BYTES } from './space';

/** The copy's share of the check's progress (format 2's: the file system's copy, with the database check after it). */
const EXTRACT_SHARE = 0.2;

export interface CheckOptions {
  io: BackupIo;
  runtime: WorkerRuntime;
  onProgress?(fraction: number): void;
  /** The name errors mention (a backup being written is still under its temporary name). */
  displayName?: string;
}

/**
 * Everything that makes a backup good: a whole file (its header's checksum, and format 1's
 * over everything), and its database, copied out to `copyTo` (still encrypted), opening with
 * `dataKey` and passing the database check (database-check.ts) with the data version and row
 * counts its header promises.
 */
export async function checkWholeBackup(path: string, dataKey: Buffer, copyTo: string, options: CheckOptions): Promise<ContainerInfo> {
  const progress = options.onProgress ?? (() => {});
  const info = await extractDatabase(path, copyTo, { io: options.io, onProgress: (fraction) => progress(EXTRACT_SHARE * fraction) });
  options.io.reached('database-extracted');
  await checkDatabaseCopy(copyTo, dataKey, info.header, options.displayName ?? basename(path), {
    runtime: options.runtime,
    onProgress: (fraction) => progress(EXTRACT_SHARE + (1 - EXTRACT_SHARE) * fraction),
  });
  return info;
}

const SCRATCH_PREFIX = 'coachdesk-verify-';

/** What `backup verify` does: the full check with the backup's own secret, in a scratch folder. */
export async function verifyBackupFile(path: string, secret: BackupSecret, options: CheckOptions): Promise<void> {
  const { header, sizeBytes } = await readContainerHeader(path);
  const dataKey = await openBackupKey(header.keys, secret);
  await removeAbandonedScratch(Date.now());
  // Its database is copied out to the temporary folder: a full one is named, not the data folder.
  await assertFreeSpace(tmpdir(), sizeBytes + SPACE_MARGIN_BYTES, options.io).catch((error: unknown) => {
    wipe(dataKey);
    throw error;
  });
  const scratch = mkdtempSync(join(tmpdir(), SCRATCH_PREFIX));
  try {
    await checkWholeBackup(path, dataKey, join(scratch, 'backup.db'), options);
  } finally {
    wipe(dataKey);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A check stopped midway (the app or the command line killed) leaves its scratch folder, with
 * the backup's database in it, still encrypted: the next check removes those an hour old.
 */
async function removeAbandonedScratch(nowMs: number): Promise<void> {
  const folder = tmpdir();
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(SCRATCH_PREFIX)) continue;
    const scratch = join(folder, entry.name);
    try {
      const files = await readdir(scratch);
      // The folder's time changes only as files come and go: a copy still being written changes its own.
      const times = await Promise.all([scratch, ...files.map((file) => join(scratch, file))].map(async (item) => (await stat(item)).mtimeMs));
      if (nowMs - Math.max(...times) > STALE_TEMPORARY_MS) await rm(scratch, { recursive: true, force: true });
    } catch {
      // Gone meanwhile, or not ours to read: left as it is.
    }
  }
}
