/**
 * A worker thread that checks tables of an encrypted database copy, one at a time as
 * `check-workers.ts` hands them out, or counts the rows of every table. Decrypting every page
 * takes seconds on a large practice; here it never holds up the main process (the window,
 * autosave, the bridge).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { countRows } from '../db/counts';
import { type Db, openEncryptedDatabase } from '../db/open';
import { CHECK_CACHE_MIB, tableIsWhole } from './table-check';
import type { CheckWorkerData, FromCheckWorker, ToCheckWorker } from './check-messages';

const port = parentPort;
if (!port) throw new Error('check-worker.ts runs only as a worker thread');

const data = workerData as CheckWorkerData;

function post(message: FromCheckWorker): void {
  port!.postMessage(message);
}

function failure(error: unknown): FromCheckWorker {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { type: 'error', code: typeof code === 'string' ? code : undefined, message: String(message ?? error) };
}

let db: Db | undefined;
try {
  // A view of this thread's copy of the key, not another copy: wiping it wipes that.
  const key = Buffer.from(data.key.buffer, data.key.byteOffset, data.key.byteLength);
  try {
    db = openEncryptedDatabase(data.file, key, { nativeBinding: data.nativeBinding, cacheMiB: CHECK_CACHE_MIB, mustExist: true });
  } finally {
    key.fill(0);
  }
  post({ type: 'ready' });
} catch (error) {
  post(failure(error));
}

port.on('message', (message: ToCheckWorker) => {
  if (message.type === 'stop' || !db) {
    db?.close();
    port.close();
    return;
  }
  try {
    post(message.type === 'count' ? { type: 'counted', counts: countRows(db) } : { type: 'checked', table: message.table, whole: tableIsWhole(db, message.table) });
  } catch (error) {
    post(failure(error));
  }
});
