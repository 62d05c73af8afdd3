import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { wipe } from '../vault/crypto';
import { type BackupSecret, openBackupKey } from './backup-key';
import { type ContainerInfo, checkContainer, readContainerHeader } from './container';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { checkDatabaseCopy } from './database-check';
import type { BackupIo } from './io';

export interface CheckOptions {
  io: BackupIo;
  runtime: WorkerRuntime;
  onProgress?(fraction: number): void;
  /** The name errors mention (a backup being written is still under its temporary name). */
  displayName?: string;
}

/**
 * Everything that makes a backup good: the checksum over the whole file, and its database,
 * copied out to `copyTo` (still encrypted), opening with `dataKey` and passing
 * the database check (database-check.ts) with the data version and row counts its header promises.
 */
export async function checkWholeBackup(path: string, dataKey: Buffer, copyTo: string, options: CheckOptions): Promise<ContainerInfo> {
  const info = await checkContainer(path, { extractTo: copyTo, io: options.io, onProgress: options.onProgress ?? (() => {}) });
  await checkDatabaseCopy(copyTo, dataKey, info.header, options.displayName ?? basename(path), options.runtime);
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
