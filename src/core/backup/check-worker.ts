/**
 * A worker thread that checks parts of an encrypted database copy (check-jobs.ts), one at a
 * time as `check-workers.ts` hands them out. Decrypting
 * every page takes seconds on a large practice; here it never holds up the main process
 * (the window, autosave, the bridge).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { assertCipherLibrary, type Db, openEncryptedDatabase } from '../db/open';
import { CHECK_CACHE_MIB, runJob } from './check-jobs';
import type { CheckWorkerData, FromCheckWorker, ToCheckWorker } from './check-messages';

const port = parentPort;
if (!port) throw new Error('check-worker.ts runs only as a worker thread');

const data = workerData as CheckWorkerData;
// A view of this thread's copy of the key, not another copy: wiping it wipes that.
const key = Buffer.from(data.key.buffer, data.key.byteOffset, data.key.byteLength);

function post(message: FromCheckWorker): void {
  port!.postMessage(message);
}

function failure(error: unknown): FromCheckWorker {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { type: 'error', code: typeof code === 'string' ? code : undefined, message: String(message ?? error) };
}

let db: Db | undefined;

/**
 * The connection opens on the first table. SQLite reads without its own HMAC check: the pool
 * hands out tables only once every page has passed its run (check-workers.ts), so no page
 * SQLite parses can be damaged or forged.
 */
function database(): Db {
  db ??= openEncryptedDatabase(data.file, key, { nativeBinding: data.nativeBinding, cacheMiB: CHECK_CACHE_MIB, mustExist: true, pagesAuthenticatedElsewhere: true });
  return db;
}

try {
  // Ready once the driver loads here; the pool checks on the main thread otherwise.
  assertCipherLibrary(data.nativeBinding);
  post({ type: 'ready' });
} catch (error) {
  post(failure(error));
}

port.on('message', (message: ToCheckWorker) => {
  if (message.type === 'stop') {
    db?.close();
    key.fill(0);
    port.close();
    return;
  }
  try {
    post({ type: 'checked', ...runJob(data.file, database, key, message) });
  } catch (error) {
    post(failure(error));
  }
});
