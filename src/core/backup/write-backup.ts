import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BackupReason } from '../../shared/contract';
import type { Db } from '../db/open';
import { syncDirectory } from '../fs/atomic-write';
import { cannotWriteTo } from '../fs/errors';
import type { KeyFile } from '../vault/key-file';
import { bothDone } from './both-done';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { checkContainer, writeContainer } from './container';
import { checkDatabase, countRowsOffThread } from './database-check';
import { type BackupHeader, backupKeys, FORMAT_VERSION } from './format';
import type { BackupIo } from './io';
import { asStorageError, assertFreeSpace, databaseBytes, SPACE_MARGIN_BYTES } from './space';
import { type Snapshot, takeSnapshot } from './snapshot';

/** What a backup is made from: the open database, a copy of its key (the caller wipes it) and the key slots. */
export interface BackupSource {
  db: Db;
  dataKey: Buffer;
  keyFile: KeyFile;
}

/** The copy and the count of its rows (`snapshot`), its packing (`writing`), and the rest of the two checks (`verifying`). */
export type WritePhase = 'snapshot' | 'writing' | 'verifying';

/** The copy's share of the snapshot phase; the count of its rows takes the rest (at 100×, about 7 s and 7–12 s). */
const COPY_SHARE = 0.4;

export interface WriteBackupOptions {
  /** The final file; it appears only once the backup has been verified. */
  target: string;
  reason: BackupReason;
  appVersion: string;
  createdAt: Date;
  io: BackupIo;
  runtime: WorkerRuntime;
  onProgress?(phase: WritePhase, fraction: number): void;
}

export interface WrittenBackup {
  path: string;
  header: BackupHeader;
  sizeBytes: number;
}

/**
 * Makes one backup file: a consistent copy of the encrypted database (snapshot.ts: its bytes
 * as they are, never decrypted), packed with its header and a SHA-256 of every byte
 * under a temporary name and flushed. The copy, the very bytes packed, must pass the
 * database check with the key (database-check.ts, in worker threads while this one packs);
 * the packed file is read back from disk and must hash to its checksum (so it holds
 * exactly those bytes). Only when both have passed is it renamed
 * into place. A crash at any point leaves at most a hidden temporary file, never a backup
 * that looks good and is not.
 */
export async function writeBackup(source: BackupSource, options: WriteBackupOptions): Promise<WrittenBackup> {
  const { target, io } = options;
  const progress = options.onProgress ?? (() => {});
  const dir = dirname(target);
  const stem = join(dir, `.${basename(target)}.${randomBytes(6).toString('hex')}`);
  const spare = `${stem}.snapshot.tmp`;
  const packed = `${stem}.tmp`;
  let snapshot: Snapshot | undefined;
  try {
    // The snapshot and the packed file: two copies at once.
    await assertFreeSpace(dir, 2 * databaseBytes(source.db) + SPACE_MARGIN_BYTES, io);
    progress('snapshot', 0);
    snapshot = await takeSnapshot(source.db, source.dataKey, spare, options.runtime.nativeBinding);
    io.reached('snapshot-made');
    progress('snapshot', COPY_SHARE);
    // Two lines of work at once: worker threads check the copy's database while this one
    // counts its rows (in a worker too), packs the copy and reads the packed file back.
    // Progress shows the count, the packing, then both checks.
    const copy = snapshot;
    const shown = { packed: false, database: 0, readBack: 0 };
    const showVerifying = () => shown.packed && progress('verifying', 0.8 * shown.database + 0.2 * shown.readBack);
    const checkCopy = checkDatabase(copy.db, source.dataKey, basename(target), {
      runtime: options.runtime,
      onProgress: (fraction) => {
        shown.database = fraction;
        showVerifying();
      },
    });
    const packAndReadBack = (async () => {
      // The copy is the state backed up, so its rows are the ones to promise.
      const counts = copy.counts ?? (await countRowsOffThread(copy.db, source.dataKey, options.runtime, (fraction) => progress('snapshot', COPY_SHARE + (1 - COPY_SHARE) * fraction)));
      const header: BackupHeader = {
        format: 'coachdesk-backup',
        formatVersion: FORMAT_VERSION,
        appVersion: options.appVersion,
        schemaVersion: copy.schemaVersion,
        createdAt: options.createdAt.toISOString(),
        reason: options.reason,
        counts,
        database: { bytes: statSync(copy.file).size },
        keys: backupKeys(source.keyFile),
      };
      await writeContainer(packed, header, copy.file, io, (fraction) => progress('writing', fraction));
      io.reached('container-written');
      shown.packed = true;
      const { sizeBytes } = await checkContainer(packed, {
        io,
        onProgress: (fraction) => {
          shown.readBack = fraction;
          showVerifying();
        },
      });
      return { header, sizeBytes };
    })();
    const [{ header, sizeBytes }] = await bothDone(packAndReadBack, checkCopy);
    snapshot.release();
    snapshot = undefined;
    removeDatabaseFiles(spare);
    io.reached('verified');
    renameSync(packed, target);
    syncDirectory(dir);
    io.reached('renamed');
    return { path: target, header, sizeBytes };
  } catch (error) {
    // A drive unplugged mid-backup fails wherever the work had got to (a worker's open, a
    // write): what the coach needs to hear is that the folder went away.
    throw existsSync(dir) ? asStorageError(error, dir) : cannotWriteTo(dir);
  } finally {
    snapshot?.release();
    removeDatabaseFiles(spare);
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
