import type { Worker } from 'node:worker_threads';
import type { CoreContext } from '../context';
import type { Db } from '../db/open';
import { spawnWorker } from '../workers/spawn-worker';
import type { CheckpointWorkerData, FromCheckpointWorker } from './checkpoint-worker';

/** What the demo's batches ask of the copying of the log into the database file. */
export interface Checkpoints {
  /** After a batch's commit: starts copying the log into the database file. */
  start(): void;
  /**
   * Until the next batch may write. A batch begun once every copy has ended writes the log from
   * its beginning again; one begun sooner adds to it. Every other batch writes beside the copy of
   * the one before it, the next waits for both to be copied: the log holds two batches at most.
   */
  readyForBatch(): Promise<void>;
  /** Until the copy started last has ended. */
  ended(): Promise<void>;
}

/**
 * Runs `write` (the demo's batches) with the log copied into the database file on a worker
 * thread of its own (checkpoint-worker.ts) instead of on this one at each commit. Each copy
 * decrypts every page a batch wrote to the log and encrypts it again for the file: about a
 * sixth of the seeding's time, which now runs on another core beside the next batch's
 * drawing. If no worker can start, `write` gets null and SQLite copies the log as usual.
 */
export async function withBackgroundCheckpoints<T>(context: Pick<CoreContext, 'vault' | 'events' | 'workers'>, write: (checkpoints: Checkpoints | null) => Promise<T>): Promise<T> {
  const { vault } = context;
  return vault.readElsewhere(async (file, dataKey) => {
    const copier = await startCopier(context, file, dataKey);
    if (!copier) return write(null);
    const db = vault.db;
    const every = db.pragma('wal_autocheckpoint', { simple: true }) as number;
    db.pragma('wal_autocheckpoint = 0');
    const stopListening = context.events.on('vault.locked', () => void copier.worker.terminate());
    try {
      return await write(copier.checkpoints(db));
    } finally {
      stopListening();
      await copier.stop();
      if (vault.isUnlocked && vault.db === db) db.pragma(`wal_autocheckpoint = ${every}`);
    }
  });
}

/** The worker, once its connection is open; null when it could not start. */
async function startCopier(context: Pick<CoreContext, 'workers'>, file: string, dataKey: Buffer): Promise<LogCopier | null> {
  // A key of its own, not a view of Node's shared pool (see check-workers.ts).
  const key = new Uint8Array(dataKey);
  dataKey.fill(0);
  let worker: Worker;
  try {
    const data: CheckpointWorkerData = { file, key, nativeBinding: context.workers.nativeBinding };
    worker = spawnWorker(context.workers, 'demo-checkpoint-worker', data);
  } catch {
    return null;
  } finally {
    // The worker got a copy as it was created.
    key.fill(0);
  }
  const ready = await new Promise<boolean>((answer) => {
    worker.once('message', (message: FromCheckpointWorker) => answer(message.type === 'ready'));
    worker.once('error', () => answer(false));
    worker.once('exit', () => answer(false));
  });
  if (ready) return new LogCopier(worker);
  await worker.terminate();
  return null;
}

class LogCopier {
  private readonly exited: Promise<void>;
  /** Copies asked for and not yet done. */
  private pending = 0;
  private idle: Promise<void> = Promise.resolve();
  private becameIdle = () => {};
  /** Set when the worker failed or stopped: the main thread copies the log itself from then on. */
  private broken = false;
  /** Whether the last batch was written while the copy of the one before it ran. */
  private lastWroteBeside = false;

  constructor(readonly worker: Worker) {
    this.exited = new Promise((done) => worker.once('exit', () => done()));
    const fail = () => {
      this.broken = true;
      this.settle(this.pending);
    };
    worker.on('message', (message: FromCheckpointWorker) => (message.type === 'error' ? fail() : this.settle(1)));
    worker.on('error', fail);
    worker.on('exit', fail);
  }

  checkpoints(db: Db): Checkpoints {
    return {
      start: () => {
        if (this.broken) {
          db.pragma('wal_checkpoint(PASSIVE)');
          return;
        }
        if (this.pending++ === 0) this.idle = new Promise((done) => (this.becameIdle = done));
        this.worker.postMessage({ type: 'checkpoint' });
      },
      readyForBatch: () => {
        this.lastWroteBeside = this.pending > 0 && !this.lastWroteBeside;
        return this.lastWroteBeside ? Promise.resolve() : this.idle;
      },
      ended: () => this.idle,
    };
  }

  /** Lets a copy under way finish, then closes the worker's connection. */
  async stop(): Promise<void> {
    if (this.broken) await this.worker.terminate();
    else this.worker.postMessage({ type: 'stop' });
    await this.exited;
  }

  private settle(copies: number): void {
    if (copies === 0) return;
    this.pending -= copies;
    if (this.pending === 0) this.becameIdle();
  }
}
