import { constants, statSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { countRows } from '../db/counts';
import { type Db, openEncryptedDatabase } from '../db/open';
import { CHECK_CACHE_MIB } from './check-jobs';

/**
 * A consistent, still encrypted copy of the practice in a file of its own (`file`), opened
 * with the key (`db`, for the check), with `schemaVersion` read from the same state. Nothing
 * else writes to `file`; `release()` closes it (the caller deletes it).
 */
export interface Snapshot {
  file: string;
  db: Db;
  /** Rows per table, when they had to be counted on the live database (`VACUUM INTO`); otherwise count the copy. */
  counts?: Record<string, number>;
  schemaVersion: number;
  release(): void;
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
 * INTO`, slower: every page decrypted and encrypted again).
 */
export async function takeSnapshot(live: Db, dataKey: Buffer, copyTo: string, nativeBinding?: string): Promise<Snapshot> {
  const reader = openDatabase(live.name, dataKey, nativeBinding);
  let counts: Record<string, number> | undefined;
  try {
    checkpointWithoutWaiting(live);
    // A transaction reads from its first statement on: this one fixes the state it holds.
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM sqlite_schema').get();
    // Checked after the read began: an empty WAL now means the reader uses no WAL frame.
    if (walBytes(live.name) === 0) {
      await copyFile(live.name, copyTo, constants.COPYFILE_FICLONE);
    } else {
      // Counted in the same synchronous step as the copy, so no write can slip in between.
      counts = countRows(live);
      live.prepare('VACUUM INTO ?').run(copyTo);
    }
  } finally {
    reader.close();
  }
  const db = openDatabase(copyTo, dataKey, nativeBinding);
  return { file: copyTo, db, counts, schemaVersion: db.pragma('user_version', { simple: true }) as number, release: () => db.close() };
}

function openDatabase(file: string, dataKey: Buffer, nativeBinding?: string): Db {
  return openEncryptedDatabase(file, dataKey, { nativeBinding, cacheMiB: CHECK_CACHE_MIB, mustExist: true });
}

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
