import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** What worker threads need to start and to open the practice's database. */
export interface WorkerRuntime {
  /** Path to an Electron-ABI build of the driver; tests and the CLI use Node's own. */
  nativeBinding?: string;
  /**
   * The folder holding the built worker scripts (electron-vite emits them beside the main
   * bundle, electron.vite.config.ts). Without it, each worker's TypeScript source is loaded
   * through tsx: tests, the CLI and the bridge run so.
   */
  builtWorkers?: string;
}

/** A worker thread could not start (its script missing, the driver not loadable there): it did nothing. */
export class WorkerUnavailable extends Error {}

/** Starts the worker built as `name` (`name`.js in `builtWorkers`), or else its TypeScript `source`. */
export function spawnWorker(runtime: WorkerRuntime, name: string, source: string, workerData: unknown): Worker {
  if (runtime.builtWorkers) return new Worker(join(runtime.builtWorkers, `${name}.js`), { workerData });
  return new Worker(source, { workerData, execArgv: ['--require', createRequire(__filename).resolve('tsx/cjs')] });
}
