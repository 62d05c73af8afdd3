import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { PAGE_BYTES } from '../db/sqlcipher-pages';
import { spawnWorker, type WorkerRuntime, WorkerUnavailable } from '../workers/spawn-worker';
import type { CheckJob, CheckWorkerData, FromCheckWorker, ToCheckWorker } from './check-messages';

/** How often a worker waiting for pages still being copied looks again. */
const COPY_POLL_MS = 10;

/**
 * Runs the parts of a check (`jobs`, check-jobs.ts) on the encrypted database `file` in worker
 * threads (check-worker.ts), each on whichever thread is free, and resolves to the rows of
 * every table counted if every part passed, null as soon as one does not. Errors thrown in
 * a worker are rethrown here with their SQLite code. The runs of pages are handed out first
 * and the tables only once every run has passed: SQLite reads them without its own HMAC
 * check. Each kind goes in the order given.
 *
 * While `copied` has not resolved, the file system is still writing `file`, and a run is
 * handed out once the file has grown past it. The pages a copy writes in order are final
 * once written; a run that fails meanwhile is checked again once the copy is whole, so a
 * file system that writes otherwise (a network drive's copy) only loses the head start.
 */
export async function checkInWorkers(
  file: string,
  dataKey: Buffer,
  jobs: readonly CheckJob[],
  options: { runtime: WorkerRuntime; copied?: Promise<void>; onProgress?(fraction: number): void },
): Promise<Record<string, number> | null> {
  const pageRuns = jobs.filter((job) => job.type === 'authenticate');
  const tables = jobs.filter((job) => job.type === 'table');
  /** Runs that failed while the file was still being copied. */
  const again: CheckJob[] = [];
  const counts: Record<string, number> = {};
  const workers: RunningWorker[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let copying = options.copied !== undefined;
  try {
    return await new Promise<Record<string, number> | null>((resolve, reject) => {
      options.copied?.then(() => (copying = false), reject);
      const copiedBytes = () => (copying ? (statSync(file, { throwIfNoEntry: false })?.size ?? 0) : Number.POSITIVE_INFINITY);
      /** The next run of pages, 'wait' while it is still being copied, or undefined when none is left to hand out. */
      const nextRun = (): CheckJob | 'wait' | undefined => {
        const run = pageRuns[0];
        if (run?.type === 'authenticate') return copiedBytes() >= (run.first + run.count - 1) * PAGE_BYTES ? pageRuns.shift() : 'wait';
        if (again.length > 0) return copying ? 'wait' : again.shift();
        return undefined;
      };
      let busy = workerCount(jobs.length);
      let checked = 0;
      let pageRunsLeft = pageRuns.length;
      /** Workers waiting for the last runs of pages to pass before they take a table. */
      const waiting: Array<() => void> = [];
      const handOut = (send: (message: ToCheckWorker) => void) => {
        const run = nextRun();
        if (run === 'wait') {
          const timer = setTimeout(() => timers.delete(timer) && handOut(send), COPY_POLL_MS);
          return void timers.add(timer);
        }
        if (run !== undefined) return send(run);
        if (tables.length > 0 && pageRunsLeft > 0) return void waiting.push(() => handOut(send));
        const table = tables.shift();
        if (table !== undefined) return send(table);
        send({ type: 'stop' });
        if (--busy === 0) resolve(counts);
      };
      for (let i = busy; i > 0; i--) {
        let current: { job: CheckJob; whileCopying: boolean } | undefined;
        const answer = (message: FromCheckWorker, send: (message: ToCheckWorker) => void) => {
          if (message.type === 'checked' && current) {
            const { job, whileCopying } = current;
            if (!message.whole && job.type === 'authenticate' && whileCopying) again.push(job);
            else if (!message.whole) return resolve(null);
            else {
              if (job.type === 'table' && message.rows !== undefined) counts[job.table] = message.rows;
              options.onProgress?.(++checked / jobs.length);
              if (job.type === 'authenticate' && --pageRunsLeft === 0) waiting.splice(0).forEach((next) => next());
            }
          }
          handOut((reply) => {
            current = reply.type === 'stop' ? undefined : { job: reply, whileCopying: copying };
            send(reply);
          });
        };
        workers.push(startWorker(options.runtime, file, dataKey, answer, reject));
      }
    });
  } finally {
    timers.forEach(clearTimeout);
    await Promise.all(workers.map(stopWorker));
  }
}

/** How long a worker still busy with a part has to stop and wipe its key before it is ended. */
const STOP_GRACE_MS = 250;

/**
 * After a check that failed, or one that passed (its workers are stopped already): each worker
 * is told to stop, which wipes its copy of the key, and ended if it has not within the grace.
 */
async function stopWorker({ worker, exited }: RunningWorker): Promise<void> {
  try {
    worker.postMessage({ type: 'stop' } satisfies ToCheckWorker);
  } catch {
    // Already gone.
  }
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((done) => (grace = setTimeout(done, STOP_GRACE_MS)))]);
  clearTimeout(grace);
  await worker.terminate();
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
  answer: (message: FromCheckWorker, send: (message: ToCheckWorker) => void) => void,
  fail: (error: Error) => void,
): RunningWorker {
  // A key of its own, not a view of Node's shared pool: passing a pooled Buffer would copy the
  // whole pool (other callers' bytes with it) into the worker, and the worker wipes only the key.
  const key = new Uint8Array(dataKey);
  const data: CheckWorkerData = { file, key, nativeBinding: runtime.nativeBinding };
  // The worker gets a copy as it is created, so this one is wiped at once.
  const worker = spawnWorker(runtime, 'backup-check-worker', data);
  key.fill(0);
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
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
  return { worker, exited };
}

interface RunningWorker {
  worker: Worker;
  exited: Promise<void>;
}

/** The check is most of a backup's time, so it takes every core, up to three: past that, the largest table alone sets the time. */
function workerCount(jobs: number): number {
  return Math.max(1, Math.min(3, availableParallelism(), jobs));
}
