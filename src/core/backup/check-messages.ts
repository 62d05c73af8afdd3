/** What the backup check's worker threads (check-worker.ts) and their pool (check-workers.ts) say to each other. */

export interface CheckWorkerData {
  file: string;
  /** A copy of the data key, wiped by the worker when it stops. */
  key: Uint8Array;
  nativeBinding?: string;
  /** What the worker is for: the parts of a check, or counting rows (check-worker.ts opens its connection accordingly). */
  purpose: 'check' | 'count';
}

/** One part of the check: SQLite's `quick_check` of a table, or pages `first`… authenticated (sqlcipher-pages.ts). */
export type CheckJob = { type: 'check'; table: string } | { type: 'authenticate'; first: number; count: number };

export type ToCheckWorker = CheckJob | { type: 'count' } | { type: 'stop' };

export type FromCheckWorker =
  | { type: 'ready' }
  | { type: 'checked'; whole: boolean }
  /** The share of tables counted so far. */
  | { type: 'counting'; fraction: number }
  | { type: 'counted'; counts: Record<string, number> }
  /** An error thrown in the worker, with its code (e.g. SQLITE_CORRUPT) so the pool can tell damage from other failures. */
  | { type: 'error'; code?: string; message: string };
