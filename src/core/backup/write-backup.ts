import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BackupReason } from '../../shared/contract';
import { countRows } from '../db/counts';
import type { Db } from '../db/open';
import { syncDirectory } from '../fs/atomic-write';
import type { KeyFile } from '../vault/key-file';
import { writeContainer } from './container';
import { type BackupHeader, backupKeys, FORMAT_VERSION } from './format';
import type { BackupIo } from './io';
import { asStorageError, assertFreeSpace, databaseBytes, SPACE_MARGIN_BYTES } from './space';
import { checkWholeBackup } from './verify';

/** What a backup is made from: the open database, a copy of its key (the caller wipes it) and the key slots. */
export interface BackupSource {
  db: Db;
  dataKey: Buffer;
  keyFile: KeyFile;
}

export type WritePhase = 'snapshot' | 'writing' | 'verifying';

export interface WriteBackupOptions {
  /** The final file; it appears only once the backup has been verified. */
  target: string;
  reason: BackupReason;
  appVersion: string;
  createdAt: Date;
  io: BackupIo;
  nativeBinding?: string;
  onProgress?(phase: WritePhase, fraction: number): void;
}

export interface WrittenBackup {
  path: string;
  header: BackupHeader;
  sizeBytes: number;
}

/**
 * Makes one backup file: `VACUUM INTO` a consistent encrypted copy (never a copy of the live
 * file), pack it with its header and checksum under a temporary name, flush it, read it all
 * back (checksum, open with the key, `integrity_check`, row counts), and only then rename it
 * into place. A crash at any point leaves at most a hidden temporary file, never a backup
 * that looks good and is not.
 */
export async function writeBackup(source: BackupSource, options: WriteBackupOptions): Promise<WrittenBackup> {
  const { target, io } = options;
  const progress = options.onProgress ?? (() => {});
  const dir = dirname(target);
  const stem = join(dir, `.${basename(target)}.${randomBytes(6).toString('hex')}`);
  const snapshot = `${stem}.snapshot.tmp`;
  const packed = `${stem}.tmp`;
  const scratch = `${stem}.verify.tmp`;
  try {
    // The snapshot, the packed file and the copy read back for checking: at most two at once.
    await assertFreeSpace(dir, 2 * databaseBytes(source.db) + SPACE_MARGIN_BYTES, io);
    progress('snapshot', 0);
    // Counted in the same synchronous step as the copy, so no write can slip in between.
    const counts = countRows(source.db);
    const schemaVersion = source.db.pragma('user_version', { simple: true }) as number;
    source.db.prepare('VACUUM INTO ?').run(snapshot);
    io.reached('snapshot-made');
    const header: BackupHeader = {
      format: 'coachdesk-backup',
      formatVersion: FORMAT_VERSION,
      appVersion: options.appVersion,
      schemaVersion,
      createdAt: options.createdAt.toISOString(),
      reason: options.reason,
      counts,
      database: { bytes: statSync(snapshot).size },
      keys: backupKeys(source.keyFile),
    };
    await writeContainer(packed, header, snapshot, io, (fraction) => progress('writing', fraction));
    io.reached('container-written');
    removeDatabaseFiles(snapshot);
    const { sizeBytes } = await checkWholeBackup(packed, source.dataKey, scratch, {
      io,
      nativeBinding: options.nativeBinding,
      displayName: basename(target),
      onProgress: (fraction) => progress('verifying', fraction * 0.8),
    });
    progress('verifying', 1);
    io.reached('verified');
    renameSync(packed, target);
    syncDirectory(dir);
    io.reached('renamed');
    return { path: target, header, sizeBytes };
  } catch (error) {
    throw asStorageError(error, dir);
  } finally {
    removeDatabaseFiles(snapshot);
    removeDatabaseFiles(scratch);
    removeQuietly(packed);
  }
}

/** A database file with the journal files SQLite may have left beside it. */
export function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) removeQuietly(file + suffix);
}

/** Clean-up after a failure must not hide the failure itself. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Left behind as a hidden temporary file; the next backup in this folder removes it.
  }
}
