import type { AppErrorShape } from '../../shared/errors';
import type { PracticeExport, PracticeExportResults } from './practice-export';

/** What the export worker (export-worker.ts) is given and what it answers (export-off-thread.ts). */
export interface ExportWorkerData {
  file: string;
  /** A copy of the data key, wiped by the worker once the database is open. */
  key: Uint8Array;
  nativeBinding?: string;
  job: PracticeExport;
}

export type FromExportWorker =
  /** The database could not be opened here (the driver will not load in a worker): nothing was written. */
  | { type: 'unavailable'; message: string }
  /** The database is open and the export begins: from here on, a failure is the export's own. */
  | { type: 'started' }
  | { type: 'done'; result: PracticeExportResults[keyof PracticeExportResults] }
  | { type: 'failed'; error: AppErrorShape };
