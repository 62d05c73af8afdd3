import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import WORKER_ENTRIES from './worker-entries.json';

/**
 * The worker threads, by the name each is built as, and their sources (from the project's
 * root). The Electron build (electron.vite.config.ts) and the command line's bundle
 * (scripts/cli.mjs) read the same list, so a worker started here is one they build.
 */
export type WorkerName = keyof typeof WORKER_ENTRIES;

/** What worker threads need to start and to open the practice's database. */
export interface WorkerRuntime {
  /** Path to an Electron-ABI build of the driver; tests and the CLI use Node's own. */
  nativeBinding?: string;
  /**
   * The folder holding the built worker scripts (electron-vite emits them beside the main
   * bundle, electron.vite.config.ts). Without it, each worker's TypeScript source is loaded
   * through tsx: the tests run so.
   */
  builtWorkers?: string;
}

/** A worker thread could not start (its script missing, the driver not loadable there): it did nothing. */
export class WorkerUnavailable extends Error {}

/** Starts the worker built as `name` (`name`.js in `builtWorkers`), or else its TypeScript source. */
export function spawnWorker(runtime: WorkerRuntime, name: WorkerName, workerData: unknown): Worker {
  if (runtime.builtWorkers) return new Worker(join(runtime.builtWorkers, `${name}.js`), { workerData });
  const source = join(__dirname, '..', '..', '..', WORKER_ENTRIES[name]);
  return new Worker(source, { workerData, execArgv: ['--require', createRequire(__filename).resolve('tsx/cjs')] });
}
