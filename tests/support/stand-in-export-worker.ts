import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts a stand-in for the built export worker into `folder` (a core's `builtWorkers`): it starts
 * a JSON export, writes part of it (a hidden file named as the real writers name theirs), says it
 * has started, then runs `next` (crash, hang…).
 */
export function writeHalfWayExportWorker(folder: string, next: string): string {
  writeFileSync(
    join(folder, 'export-worker.js'),
    `const { parentPort, workerData } = require('node:worker_threads');
     const { writeFileSync } = require('node:fs');
     const { basename, dirname, join } = require('node:path');
     const target = workerData.job.path;
     writeFileSync(join(dirname(target), '.' + basename(target) + '.0123456789ab.tmp'), '{"clients": [');
     parentPort.postMessage({ type: 'started' });
     ${next}`,
  );
  return folder;
}
