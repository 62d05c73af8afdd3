import { statSync } from 'node:fs';
import { type Db, openEncryptedDatabase } from '../db/open';
import { CHECK_CACHE_MIB, checkJobs } from './check-jobs';
import type { CheckJob } from './check-messages';
import type { BackupIo } from './io';

/**
 * A consistent, still encrypted copy of the practice in a new file, that the file system may
 * still be writing when it is returned: its pages arrive in order, and `copied`
 * resolves once the last has. Nothing else writes to it. What the check needs to know of it
 * comes from the same state: its data version, and the parts of its check (`jobs`: its pages
 * and tables), so the check can begin on the first pages while the rest are copied.
 */
export interface Snapshot {
  /** Its size once whole. */
  bytes: number;
  schemaVersion: number;
  /** Null when the file is not a whole number of pages. */
  jobs: CheckJob[] | null;
  copied: Promise<void>;
}

/**
 * Copies the database file as it is, without decrypting it: the WAL is checkpointed into
 * the main file and emptied, and a second connection starts a read transaction in the same
 * synchronous step, so no write of this process can come between. While a reader that needs
 * no WAL frame holds its transaction, SQLite copies nothing into the main file (checkpoints
 * wait for it), so the file copied meanwhile is exactly that reader's state. The read is held
 * only for that copy (the file system's own, a clone where it can): while it lasts, writes
 * pile up in the WAL.
 *
 * If another program holds the WAL (a reader the checkpoint cannot pass, or a write slipped
 * in), the main file might still change, so the copy is made through SQLite instead (`VACUUM
 * INTO`, slower: every page decrypted and encrypted again), and whole when this returns.
 */
export async function takeSnapshot(live: Db, dataKey: Buffer, copyTo: string, io: BackupIo, nativeBinding?: string): Promise<Snapshot> {
  const reader = openDatabase(live.name, dataKey, nativeBinding);
  let holding = false;
  try {
    checkpointWithoutWaiting(live);
    // A transaction reads from its first statement on: this one fixes the state it holds.
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM sqlite_schema').get();
    // Checked after the read began: an empty WAL now means the reader uses no WAL frame.
    if (walBytes(live.name) === 0) {
      const bytes = statSync(live.name).size;
      const planned = { bytes, schemaVersion: schemaVersion(reader), jobs: checkJobs(reader, bytes) };
      holding = true;
      const copied = io.copyFile(live.name, copyTo).finally(() => reader.close());
      return { ...planned, copied };
    }
    live.prepare('VACUUM INTO ?').run(copyTo);
  } finally {
    if (!holding) reader.close();
  }
  const copy = openDatabase(copyTo, dataKey, nativeBinding);
  try {
    const bytes = statSync(copyTo).size;
    return { bytes, schemaVersion: schemaVersion(copy), jobs: checkJobs(copy, bytes), copied: Promise.resolve() };
  } finally {
    copy.close();
  }
}

function openDatabase(file: string, dataKey: Buffer, nativeBinding?: string): Db {
  return openEncryptedDatabase(file, dataKey, { nativeBinding, cacheMiB: CHECK_CACHE_MIB, mustExist: true });
}

const schemaVersion = (db: Db) => db.pragma('user_version', { simple: true }) as number;

/** A reader in another program makes TRUNCATE wait; better to fall back at once than to freeze the app. */
function checkpointWithoutWaiting(db: Db): void {
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}

function walBytes(file: string): number {
  return statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
}
