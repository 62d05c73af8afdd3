import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { spawnWorker, type WorkerRuntime, WorkerUnavailable } from '../workers/spawn-worker';
import type { CheckJob, CheckWorkerData, FromCheckWorker, ToCheckWorker } from './check-messages';

/**
 * Runs the parts of a check (`jobs`, check-jobs.ts) on the encrypted database `file` in worker
 * threads (check-worker.ts), each on whichever thread is free, and resolves whether every one
 * passed: false as soon as one does not. Errors thrown in a worker are rethrown here with
 * their SQLite code. The runs of pages are handed out first, and the tables only once every
 * run has passed: SQLite reads them without its own HMAC check. Each kind goes in the order given.
 */
export async function checkInWorkers(file: string, dataKey: Buffer, jobs: readonly CheckJob[], runtime: WorkerRuntime, onProgress?: (fraction: number) => void): Promise<boolean> {
  const pageRuns = jobs.filter((job) => job.type === 'authenticate');
  const tables = jobs.filter((job) => job.type === 'check');
  const workers: Worker[] = [];
  try {
    return await new Promise<boolean>((resolve, reject) => {
      let busy = workerCount(jobs.length);
      let checked = 0;
      let pageRunsLeft = pageRuns.length;
      /** Workers waiting for the last runs of pages to pass before they take a table. */
      const waiting: Array<() => void> = [];
      const handOut = (send: (message: ToCheckWorker) => void) => {
        if (pageRuns.length === 0 && tables.length > 0 && pageRunsLeft > 0) return void waiting.push(() => handOut(send));
        const job = pageRuns.shift() ?? tables.shift();
        if (job !== undefined) return send(job);
        send({ type: 'stop' });
        if (--busy === 0) resolve(true);
      };
      for (let i = busy; i > 0; i--) {
        let onPageRun = false;
        const answer = (message: FromCheckWorker, send: (message: ToCheckWorker) => void) => {
          if (message.type === 'checked') {
            if (!message.whole) return resolve(false);
            onProgress?.(++checked / jobs.length);
            if (onPageRun && --pageRunsLeft === 0) waiting.splice(0).forEach((next) => next());
          }
          handOut((reply) => {
            onPageRun = reply.type === 'authenticate';
            send(reply);
          });
        };
        workers.push(startWorker(runtime, file, dataKey, 'check', answer, reject));
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** The rows of every table of the encrypted database `file`, counted in a worker thread (a second or so for a large practice). */
export async function countRowsInWorker(file: string, dataKey: Buffer, runtime: WorkerRuntime, onProgress?: (fraction: number) => void): Promise<Record<string, number>> {
  let worker: Worker | undefined;
  try {
    return await new Promise<Record<string, number>>((resolve, reject) => {
      const answer = (message: FromCheckWorker, send: (message: ToCheckWorker) => void) => {
        if (message.type === 'ready') return send({ type: 'count' });
        if (message.type === 'counting') return onProgress?.(message.fraction);
        if (message.type === 'counted') resolve(message.counts);
        send({ type: 'stop' });
      };
      worker = startWorker(runtime, file, dataKey, 'count', answer, reject);
    });
  } finally {
    await worker?.terminate();
  }
}

/**
 * A worker on its own connection to the database `file`: `answer` gets what it says, `fail` an error
 * thrown in it (with its SQLite code). A worker that stops before it is ready (the driver will
 * not load there) fails with WorkerUnavailable.
 */
function startWorker(
  runtime: WorkerRuntime,
  file: string,
  dataKey: Buffer,
  purpose: CheckWorkerData['purpose'],
  answer: (message: FromCheckWorker, send: (message: ToCheckWorker) => void) => void,
  fail: (error: Error) => void,
): Worker {
  const data: CheckWorkerData = { file, key: dataKey, nativeBinding: runtime.nativeBinding, purpose };
  const worker = spawnWorker(runtime, 'backup-check-worker', join(__dirname, 'check-worker.ts'), data);
  let ready = false;
  const stopped = (error: Error) => fail(ready ? error : new WorkerUnavailable(error.message));
  worker.on('message', (message: FromCheckWorker) => {
    if (message.type === 'ready') ready = true;
    if (message.type === 'error') {
      // SQLITE_… and DB_… (open.ts's codes): the database's own answer, such as a wrong key.
      const aboutDatabase = /^(SQLITE|DB)_/.test(message.code ?? '');
      return aboutDatabase ? fail(Object.assign(new Error(message.message), { code: message.code })) : stopped(new Error(message.message));
    }
    answer(message, (reply) => worker.postMessage(reply));
  });
  worker.on('error', stopped);
  worker.on('exit', (code) => code === 0 || stopped(new Error(`the backup check's worker stopped (exit code ${code})`)));
  return worker;
}

/** One core is left for the app and for packing the backup meanwhile; past three, the largest table alone sets the time. */
function workerCount(tables: number): number {
  return Math.max(1, Math.min(3, availableParallelism() - 1, tables));
}
