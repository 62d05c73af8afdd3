import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { Presence } from './presence';

/**
 * Whether a connection other than `db` has its database file open: another process (the app,
 * the command line, the browser bridge), another vault in this one, or a reader of our own.
 *
 * The presence markers (presence.ts) are best effort: a folder that could not take one, or a
 * process stopped long enough for its marker to go stale, leaves no trace there. SQLite's own
 * locks do not go stale: in WAL mode every open connection holds a shared lock on the database
 * file from its first read until it closes (measured here: held while idle between
 * transactions, and by a process stopped with SIGSTOP), and the system drops it only when the
 * connection closes or its process dies.
 *
 * So `db` asks for the file for itself for a moment: in exclusive locking mode a write
 * transaction takes an exclusive lock on the file, which any other connection's shared lock
 * refuses (SQLITE_BUSY). The transaction writes nothing, and the lock is let go at once,
 * before this returns: other connections are never shut out for longer than that moment, and
 * none of their work is disturbed (no checkpoint, no recovery). A refusal waits briefly only.
 */
export function openOnOtherConnections(db: Db): boolean {
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma(`busy_timeout = ${PROBE_WAIT_MS}`);
  db.pragma('locking_mode = EXCLUSIVE');
  let alone = false;
  try {
    db.exec('BEGIN IMMEDIATE');
    alone = true;
    db.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.pragma('locking_mode = NORMAL');
    // Exclusive mode keeps the lock until the end of the next write transaction: an empty one.
    if (alone) db.exec('BEGIN IMMEDIATE; ROLLBACK');
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

/** Long enough for another connection letting go of a lock it holds for a moment (its close), short enough not to be felt. */
const PROBE_WAIT_MS = 100;

export function openElsewhereError(): AppError {
  return new AppError('PRACTICE_OPEN_ELSEWHERE', 'This practice is open in another Coachdesk window or command. Close it there first; nothing was changed.');
}

/**
 * Who else has the practice's files open, asked before they are replaced (a restore, new key
 * slots): another process with them open would go on with the old ones, undoing the change or
 * losing what it saves next. Its marker says so (presence.ts), or, when it left none or let it
 * go stale, its lock on the database file, which the open practice can see
 * (`openOnOtherConnections`); our own readers, whose locks look the same, are waited for first.
 */
export class OpenElsewhereGuard {
  private readonly presence: Presence;
  /** Work reading the database file on connections of their own (exports in worker threads). */
  private readonly readers = new Set<Promise<unknown>>();

  constructor(dataDir: string) {
    this.presence = new Presence(dataDir);
  }

  /** Marks the practice as open here, for other processes to see. */
  hold(): void {
    this.presence.hold();
  }

  release(): void {
    this.presence.release();
  }

  /** Whether another vault's marker says the practice is open now (all there is to ask while it is locked here). */
  othersMarked(): boolean {
    return this.presence.othersOpen();
  }

  /** Keeps count of `reading` until it ends, so nothing replaces the file under it. */
  async track<T>(reading: Promise<T>): Promise<T> {
    this.readers.add(reading);
    try {
      return await reading;
    } finally {
      this.readers.delete(reading);
    }
  }

  /** Resolves once every reader has ended, however it ended. */
  async readersDone(): Promise<void> {
    await Promise.allSettled(this.readers);
  }

  /** Throws PRACTICE_OPEN_ELSEWHERE if another has the practice open; `openDb` is this vault's connection, if open (asked again after waiting). */
  async refuseIfOpen(openDb: () => Db | undefined): Promise<void> {
    if (openDb()) await this.readersDone();
    const db = openDb();
    if (this.othersMarked() || (db && openOnOtherConnections(db))) throw openElsewhereError();
  }
}
