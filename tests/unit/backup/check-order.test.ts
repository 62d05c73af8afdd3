import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import type { ToCheckWorker } from '../../../src/core/backup/check-messages';
import { checkInWorkers } from '../../../src/core/backup/check-workers';
import { databaseCopy } from './helpers';

// Four cores: three workers share the check, as on a coach's laptop.
vi.mock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), availableParallelism: () => 4 }));

describe('the order of the backup check', () => {
  it('hands no worker a table before every run of pages has passed: SQLite never reads a page that is not authenticated', async () => {
    const { file, dataKey, jobs } = await databaseCopy();
    const tables = jobs.filter((job) => job.type === 'table');
    // Many runs (the same pages again), listed after the tables, so three workers finish them at different moments.
    const pageRuns = Array.from({ length: 60 }, () => jobs.filter((job) => job.type === 'authenticate')).flat();
    const passedWhenHandedOut: number[] = [];
    let passed = 0;
    const send = Worker.prototype.postMessage;
    const handOut = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message: unknown) {
      if ((message as ToCheckWorker).type === 'table') passedWhenHandedOut.push(passed);
      send.call(this, message);
    });
    try {
      await expect(checkInWorkers(file, dataKey, [...tables, ...pageRuns], { runtime: {}, onProgress: () => passed++ })).resolves.not.toBeNull();
    } finally {
      handOut.mockRestore();
    }
    expect(passedWhenHandedOut).toHaveLength(tables.length);
    expect(Math.min(...passedWhenHandedOut)).toBeGreaterThanOrEqual(pageRuns.length);
  });
});
