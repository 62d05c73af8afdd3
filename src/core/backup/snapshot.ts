import { statSync } from 'node:fs';
import { countRows } from '../db/counts';
import { type Db, openEncryptedDatabase } from '../db/open';
import { CHECK_CACHE_MIB } from './database-check';

/**
 * A consistent, still encrypted state of the practice to pack: `file` holds exactly the
 * bytes of the database as `db` (a connection of its own, inside a read transaction) sees
 * them, with `counts` and `schemaVersion` read from that same state. Nothing in `file`
 * changes until `release()`.
 */
export interface Snapshot {
  file: string;
  db: Db;
  counts: Record<string, number>;
  schemaVersion: number;
  release(): void;
}

/**
 * Takes the snapshot without rewriting the database: the WAL is checkpointed into the main
 * file and emptied, and a second connection starts a read transaction on it in the same
 * synchronous step, so no write of this process can come between. While a reader that
 * needs no WAL frame holds its transaction, SQLite copies nothing into the main file (a
 * checkpoint waits for that reader), so the main file itself is the snapshot and can be
 * streamed as it is, already encrypted.
 *
 * If another process holds the WAL (a reader the checkpoint cannot pass, or a write slipped
 * in), the main file might still change, so the copy is made through SQLite instead
 * (`VACUUM INTO` `spareFile`, slower: every page decrypted and encrypted again).
 */
export function takeSnapshot(live: Db, dataKey: Buffer, spareFile: string, nativeBinding?: string): Snapshot {
  const file = live.name;
  const reader = openReader(file, dataKey, nativeBinding);
  try {
    checkpointWithoutWaiting(live);
    reader.exec('BEGIN');
    const counts = countRows(reader);
    // Checked after the read began: an empty WAL now means the reader uses no WAL frame.
    if (walBytes(file) === 0) return snapshotOf(file, reader, counts, () => reader.close());
    reader.close();
  } catch (error) {
    reader.close();
    throw error;
  }
  // Counted in the same synchronous step as the copy, so no write can slip in between.
  const counts = countRows(live);
  live.prepare('VACUUM INTO ?').run(spareFile);
  const copy = openReader(spareFile, dataKey, nativeBinding);
  return snapshotOf(spareFile, copy, counts, () => copy.close());
}

function snapshotOf(file: string, db: Db, counts: Record<string, number>, release: () => void): Snapshot {
  return { file, db, counts, schemaVersion: db.pragma('user_version', { simple: true }) as number, release };
}

function openReader(file: string, dataKey: Buffer, nativeBinding?: string): Db {
  return openEncryptedDatabase(file, dataKey, { nativeBinding, cacheMiB: CHECK_CACHE_MIB, mustExist: true });
}

/** A reader in another process makes TRUNCATE wait; better to fall back at once than to freeze the app. */
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
