/** What the backup check's worker threads (check-worker.ts) and their pool (check-workers.ts) say to each other. */

export interface CheckWorkerData {
  file: string;
  /** A copy of the data key, wiped by the worker when it stops. */
  key: Uint8Array;
  nativeBinding?: string;
}

/**
 * One part of the check: pages `first`… authenticated (sqlcipher-pages.ts), or one table:
 * SQLite's `quick_check` of its b-trees (`structure`; a virtual table has none of its own),
 * and its rows counted (`rows`; SQLite's own tables are not counted).
 */
export type CheckJob = { type: 'authenticate'; first: number; count: number } | { type: 'table'; table: string; structure: boolean; rows: boolean };

export type ToCheckWorker = CheckJob | { type: 'stop' };

/** What one part found: whether it is whole, and a table's rows when they were to be counted. */
export interface JobResult {
  whole: boolean;
  rows?: number;
}

export type FromCheckWorker =
  | { type: 'ready' }
  | ({ type: 'checked' } & JobResult)
  /** An error thrown in the worker, with its code (e.g. SQLITE_CORRUPT) so the pool can tell damage from other failures. */
  | { type: 'error'; code?: string; message: string };
