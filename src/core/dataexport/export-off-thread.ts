import type { Worker } from 'node:worker_threads';
import { AppError } from '../../shared/errors';
import type { CoreContext } from '../context';
import type { CoreEvents } from '../events';
import { removeUnfinishedWrites } from '../fs/atomic-write';
import { wipe } from '../vault/crypto';
import { spawnWorker, WorkerUnavailable } from '../workers/spawn-worker';
import type { ExportWorkerData, FromExportWorker } from './export-messages';
import { type PracticeExport, type PracticeExportResult, runPracticeExport } from './practice-export';

/**
 * Writes an export of the whole practice in a worker thread, so the app keeps answering (a
 * 10,000-client practice takes over half a minute). The worker reads from its own connection,
 * in one read transaction: the export is the practice as it was when it started. If no worker
 * can start, the export is written here, holding up the app meanwhile, rather than not at all.
 */
export async function exportPractice<K extends PracticeExport['kind']>(context: CoreContext, job: Extract<PracticeExport, { kind: K }>): Promise<PracticeExportResult<K>> {
  try {
    return await inWorker(context, job);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    return runPracticeExport(context.vault.db, job);
  }
}

async function inWorker<K extends PracticeExport['kind']>(context: CoreContext, job: Extract<PracticeExport, { kind: K }>): Promise<PracticeExportResult<K>> {
  return context.vault.readElsewhere((file, dataKey) => {
    let worker: Worker;
    try {
      const data: ExportWorkerData = { file, key: dataKey, nativeBinding: context.workers.nativeBinding, job };
      // The worker gets a copy of workerData as it is made: this thread's copy can go at once.
      worker = spawnWorker(context.workers, 'export-worker', data);
    } finally {
      wipe(dataKey);
    }
    return answerOf<K>(worker, job, context.events);
  });
}

/**
 * The worker's answer. Locking the practice stops the export: nothing more of it is read, the
 * worker's copy of the key goes with it, and what it had written is removed.
 */
async function answerOf<K extends PracticeExport['kind']>(worker: Worker, job: PracticeExport, events: CoreEvents): Promise<PracticeExportResult<K>> {
  let stopListening = () => {};
  try {
    return await new Promise<PracticeExportResult<K>>((resolve, reject) => {
      let started = false;
      let answered = false;
      let locked = false;
      const stopped = (error: Error) => {
        if (locked) return reject(new AppError('LOCKED', 'The practice was locked, so the export stopped; nothing was saved. Unlock it and export again.'));
        // Until the worker has started the export, it wrote nothing, and the export can be written here instead.
        if (!started) return reject(new WorkerUnavailable(error.message));
        reject(new AppError('EXPORT_INTERRUPTED', `The export stopped before it finished, so nothing was saved (${error.message}). Export again; if it stops again, restart Coachdesk first.`));
      };
      worker.on('message', (message: FromExportWorker) => {
        if (message.type === 'done' || message.type === 'failed') answered = true;
        if (message.type === 'started') started = true;
        else if (message.type === 'done') resolve(message.result as PracticeExportResult<K>);
        else if (message.type === 'failed') reject(new AppError(message.error.code, message.error.message, message.error.details));
        else stopped(new Error(message.message));
      });
      worker.on('error', stopped);
      worker.on('exit', (code) => {
        // A worker that stopped midway could not remove its half-written file: it would stay, hidden, where the coach chose.
        if (started && !answered && 'path' in job) removeUnfinishedWrites(job.path);
        stopped(new Error(`the export's worker stopped (exit code ${code})`));
      });
      stopListening = events.on('vault.locked', () => {
        locked = true;
        void worker.terminate();
      });
    });
  } finally {
    stopListening();
    await worker.terminate();
  }
}
