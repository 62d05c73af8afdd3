/**
 * A worker thread that writes one export of the whole practice (practice-export.ts) from a
 * connection of its own: reading every record takes seconds on a large practice, and here it
 * never holds up the main process (the window, autosave, the bridge).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { toErrorShape } from '../api/error-mapping';
import { type Db, openEncryptedDatabase } from '../db/open';
import type { ExportWorkerData, FromExportWorker } from './export-messages';
import { runPracticeExport } from './practice-export';

const port = parentPort;
if (!port) throw new Error('export-worker.ts runs only as a worker thread');

const data = workerData as ExportWorkerData;
/** An export reads each page about once, in order: a large cache, as the app's own connection has, would only take memory. */
const EXPORT_CACHE_MIB = 64;
const post = (message: FromExportWorker) => port.postMessage(message);

let db: Db | undefined;
try {
  // A view of this thread's copy of the key, not another copy: wiping it wipes that.
  const key = Buffer.from(data.key.buffer, data.key.byteOffset, data.key.byteLength);
  try {
    db = openEncryptedDatabase(data.file, key, { nativeBinding: data.nativeBinding, cacheMiB: EXPORT_CACHE_MIB, mustExist: true });
  } finally {
    key.fill(0);
  }
} catch (error) {
  post({ type: 'unavailable', message: String((error as Error).message ?? error) });
}

if (db) {
  try {
    post({ type: 'started' });
    post({ type: 'done', result: runPracticeExport(db, data.job) });
  } catch (error) {
    post({ type: 'failed', error: toErrorShape(error) });
  } finally {
    db.close();
  }
}
