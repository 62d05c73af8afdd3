/** What the backup check's worker threads (check-worker.ts) and their pool (check-workers.ts) say to each other. */

export interface CheckWorkerData {
  file: string;
  /** A copy of the data key, wiped by the worker once the database is open. */
  key: Uint8Array;
  nativeBinding?: string;
}

export type ToCheckWorker = { type: 'check'; table: string } | { type: 'count' } | { type: 'stop' };

export type FromCheckWorker =
  | { type: 'ready' }
  | { type: 'checked'; table: string; whole: boolean }
  | { type: 'counted'; counts: Record<string, number> }
  /** An error thrown in the worker, with its code (e.g. SQLITE_CORRUPT) so the pool can tell damage from other failures. */
  | { type: 'error'; code?: string; message: string };
