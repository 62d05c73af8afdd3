/**
 * A worker thread that copies the practice's write-ahead log into its database file
 * (`wal_checkpoint`) on a connection of its own, while demo data is written on the main
 * thread (background-checkpoints.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Db, openEncryptedDatabase } from '../db/open';

export interface CheckpointWorkerData {
  file: string;
  /** A copy of the data key, wiped once the connection is open. */
  key: Uint8Array;
  nativeBinding?: string;
}

export type ToCheckpointWorker = { type: 'checkpoint' } | { type: 'stop' };
export type FromCheckpointWorker = { type: 'ready' } | { type: 'checkpointed' } | { type: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('checkpoint-worker.ts runs only as a worker thread');

const data = workerData as CheckpointWorkerData;
const post = (message: FromCheckpointWorker) => port.postMessage(message);
const failure = (error: unknown): FromCheckpointWorker => ({ type: 'error', message: String((error as Error)?.message ?? error) });

let db: Db | undefined;
// A view of this thread's copy of the key, not another copy: wiping it wipes that.
const key = Buffer.from(data.key.buffer, data.key.byteOffset, data.key.byteLength);
try {
  // A checkpoint reads the log's frames straight into the file: it needs no page cache.
  db = openEncryptedDatabase(data.file, key, { nativeBinding: data.nativeBinding, cacheMiB: 1, mustExist: true });
  post({ type: 'ready' });
} catch (error) {
  post(failure(error));
} finally {
  key.fill(0);
}

port.on('message', (message: ToCheckpointWorker) => {
  if (message.type === 'stop') {
    db?.close();
    port.close();
    return;
  }
  try {
    // PASSIVE: copies what no reader still needs, never waiting for one.
    db!.pragma('wal_checkpoint(PASSIVE)');
    post({ type: 'checkpointed' });
  } catch (error) {
    post(failure(error));
  }
});
