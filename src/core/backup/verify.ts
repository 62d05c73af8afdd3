import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { wipe } from '../vault/crypto';
import { type BackupSecret, openBackupKey } from './backup-key';
import { type ContainerInfo, extractDatabase, readContainerHeader } from './container';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { checkDatabaseCopy } from './database-check';
import type { BackupIo } from './io';

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

/** What `backup verify` does: the full check with the backup's own secret, in a scratch folder. */
export async function verifyBackupFile(path: string, secret: BackupSecret, options: CheckOptions): Promise<void> {
  const { header } = await readContainerHeader(path);
  const dataKey = await openBackupKey(header.keys, secret);
  const scratch = mkdtempSync(join(tmpdir(), 'coachdesk-verify-'));
  try {
    await checkWholeBackup(path, dataKey, join(scratch, 'backup.db'), options);
  } finally {
    wipe(dataKey);
    rmSync(scratch, { recursive: true, force: true });
  }
}
