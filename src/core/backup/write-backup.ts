import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { BackupReason } from '../../shared/contract';
import type { Db } from '../db/open';
import { syncDirectory } from '../fs/atomic-write';
import { cannotWriteTo } from '../fs/errors';
import type { KeyFile } from '../vault/key-file';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { appendHeader, flushFile, readContainerHeader } from './container';
import { checkDatabase } from './database-check';
import { type BackupHeader, backupKeys, FORMAT_VERSION } from './format';
import { blameDamage } from './practice-damage';
import type { BackupIo } from './io';
import { asStorageError, assertFreeSpace, databaseBytes, SPACE_MARGIN_BYTES } from './space';
import { type Snapshot, takeSnapshot } from './snapshot';
import { removeStaleTemporaries, temporaryPathFor } from './temporary-files';

/** What a backup is made from: the open database, a copy of its key (the caller wipes it) and the key slots. */
export interface BackupSource {
  db: Db;
  dataKey: Buffer;
  keyFile: KeyFile;
}

/**
 * While the copy is being made (`snapshot`) its check has begun; the rest of the check, with
 * the count of its rows (`verifying`); the end of the file, flushed (`writing`).
 */
export type WritePhase = 'snapshot' | 'verifying' | 'writing';

export interface WriteBackupOptions {
  /** The final file; it appears only once the backup has been verified. */
  target: string;
  reason: BackupReason;
  appVersion: string;
  createdAt: Date;
  io: BackupIo;
  runtime: WorkerRuntime;
  onProgress?(phase: WritePhase, fraction: number): void;
  /**
   * Stops the backup at its next step, as a failure with the signal's reason, its temporary
   * file removed (a command line being stopped: service.ts's `interrupt`).
   */
  signal?: AbortSignal;
}

export interface WrittenBackup {
  path: string;
  header: BackupHeader;
  sizeBytes: number;
}

/**
 * Makes one backup file (format 2, format.ts): a consistent copy of the encrypted database
 * (snapshot.ts: its bytes as they are, never decrypted) under a temporary name in the backup
 * folder, checked where it lies and its rows counted (database-check.ts, in worker threads)
 * while the disk writes it; then the header, with those counts, appended and the file
 * flushed, and the header read back. Only then is it renamed into place. So the bytes checked
 * are the backup's own, and a crash at any point leaves at most a hidden temporary file,
 * never a backup that looks good and is not; and the next backup written into that folder
 * removes such a file once it is old enough to be abandoned (temporary-files.ts).
 */
export async function writeBackup(source: BackupSource, options: WriteBackupOptions): Promise<WrittenBackup> {
  const { target, io } = options;
  const progress = options.onProgress ?? (() => {});
  const dir = dirname(target);
  const temporary = temporaryPathFor(target);
  const stopIfAsked = () => options.signal?.throwIfAborted();
  let snapshot: Snapshot | undefined;
  let flushed: Promise<void> | undefined;
  try {
    stopIfAsked();
    // First, as leftovers take space this backup may need.
    await removeStaleTemporaries(dir, Date.now());
    await assertFreeSpace(dir, databaseBytes(source.db) + SPACE_MARGIN_BYTES, io);
    io.reached('space-checked');
    progress('snapshot', 0);
    snapshot = await takeSnapshot(source.db, source.dataKey, temporary, io, options.runtime.nativeBinding);
    io.reached('snapshot-made');
    stopIfAsked();
    let copying = true;
    const [counts] = await Promise.all([
      // The copy is the state backed up, so its rows are the ones to promise. Its check
      // begins on the first pages copied, and the disk writes it while the rest is checked.
      checkDatabase(temporary, source.dataKey, snapshot.jobs, basename(target), {
        runtime: options.runtime,
        copied: snapshot.copied,
        onProgress: (fraction) => progress(copying ? 'snapshot' : 'verifying', fraction),
      }),
      snapshot.copied.then(() => {
        copying = false;
        chmodSync(temporary, 0o600);
        flushed = flushFile(temporary);
      }),
    ]);
    removeJournalFiles(temporary);
    // Nothing writes to the copy once it is whole (its connections only read): this makes sure of it.
    if (statSync(temporary).size !== snapshot.bytes) throw new Error('the copy of the practice changed while it was checked');
    io.reached('database-checked');
    stopIfAsked();
    progress('writing', 0);
    await flushed;
    const header: BackupHeader = {
      format: 'coachdesk-backup',
      formatVersion: FORMAT_VERSION,
      appVersion: options.appVersion,
      schemaVersion: snapshot.schemaVersion,
      createdAt: options.createdAt.toISOString(),
      reason: options.reason,
      counts,
      database: { bytes: snapshot.bytes },
      keys: backupKeys(source.keyFile),
    };
    await appendHeader(temporary, header, io);
    io.reached('container-written');
    const written = await readContainerHeader(temporary);
    if (!isDeepStrictEqual(written.header, header)) throw new Error('the backup header did not read back as written');
    progress('writing', 1);
    io.reached('verified');
    stopIfAsked();
    renameSync(temporary, target);
    syncDirectory(dir);
    io.reached('renamed');
    return { path: target, header, sizeBytes: written.sizeBytes };
  } catch (error) {
    // A drive unplugged mid-backup fails wherever the work had got to (a worker's open, a
    // write): what the coach needs to hear is that the folder went away.
    if (!existsSync(dir)) throw cannotWriteTo(dir);
    // Damage in the practice fails every backup of it: it is the practice the coach must restore.
    throw asStorageError(blameDamage(error, source, snapshot !== undefined), dir);
  } finally {
    // The file system may still be copying after a failure, into the file about to be removed.
    await snapshot?.copied.catch(() => {});
    await flushed?.catch(() => {});
    removeDatabaseFiles(temporary);
  }
}

/** A database file with the journal files SQLite may have left beside it. */
export function removeDatabaseFiles(file: string): void {
  removeQuietly(file);
  removeJournalFiles(file);
}

function removeJournalFiles(file: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) removeQuietly(file + suffix);
}

/** Clean-up after a failure must not hide the failure itself. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Left behind as a hidden temporary file; the next backup in this folder removes it.
  }
}
