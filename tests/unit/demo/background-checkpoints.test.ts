import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { type Checkpoints, withBackgroundCheckpoints } from '../../../src/core/demo/background-checkpoints';
import { makePractice, PASSPHRASE } from '../support/practice';

const TRANSACTIONS = 6;
/** About 2 MiB of pages a transaction: big enough to tell two transactions' log from six. */
const ROWS = 500;

/** Batches as the demo writes them: wait when told to, write, start the copy. */
async function writeBatches(core: Core, checkpoints: Checkpoints | null): Promise<number[]> {
  const { db } = core.vault;
  db.exec('CREATE TABLE IF NOT EXISTS scratch (text TEXT)');
  const insert = db.prepare('INSERT INTO scratch (text) VALUES (?)');
  const logSizes: number[] = [];
  for (let batch = 0; batch < TRANSACTIONS; batch++) {
    await checkpoints?.readyForBatch();
    db.transaction(() => {
      for (let row = 0; row < ROWS; row++) insert.run(`${batch}:${row}:`.padEnd(4000, 'x'));
    })();
    checkpoints?.start();
    logSizes.push(statSync(`${db.name}-wal`).size);
  }
  await checkpoints?.ended();
  return logSizes;
}

describe('the demo’s log copied into the database file on a worker thread', () => {
  it('copies each batch elsewhere, so the log starts over every other batch instead of growing', async () => {
    const { core } = await makePractice();
    const { db } = core.vault;
    let autocheckpoint: unknown;
    const logSizes = await withBackgroundCheckpoints(core.context, (checkpoints) => {
      expect(checkpoints).not.toBeNull();
      // Nothing is copied on this thread meanwhile.
      autocheckpoint = db.pragma('wal_autocheckpoint', { simple: true });
      return writeBatches(core, checkpoints);
    });
    expect(autocheckpoint).toBe(0);
    const oneBatch = logSizes[0]!;
    expect(oneBatch).toBeGreaterThan(ROWS * 4096);
    // With no copy, the log would hold all six batches; with a wait before every batch, one.
    expect(Math.max(...logSizes)).toBeLessThan(2.5 * oneBatch);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(db.prepare('SELECT count(*) FROM scratch').pluck().get()).toBe(TRANSACTIONS * ROWS);
  });

  it('lets a batch write while the copy of the one before runs, and makes the next wait for both', async () => {
    const { core } = await makePractice();
    // Whether a promise has settled once the microtasks before any worker's answer have run.
    const settledAtOnce = async (promise: Promise<void>) => {
      let settled = false;
      void promise.then(() => (settled = true));
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      return settled;
    };
    await withBackgroundCheckpoints(core.context, async (checkpoints) => {
      checkpoints!.start();
      expect(await settledAtOnce(checkpoints!.readyForBatch())).toBe(true);
      checkpoints!.start();
      const waiting = checkpoints!.readyForBatch();
      expect(await settledAtOnce(waiting)).toBe(false);
      await waiting;
      expect(await settledAtOnce(checkpoints!.ended())).toBe(true);
    });
  });

  it('leaves the copying to SQLite when no worker can start', async () => {
    const { core } = await makePractice({ builtWorkers: '/nowhere' });
    await withBackgroundCheckpoints(core.context, (checkpoints) => {
      expect(checkpoints).toBeNull();
      expect(core.vault.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
      return writeBatches(core, checkpoints);
    });
    expect(core.vault.db.prepare('SELECT count(*) FROM scratch').pluck().get()).toBe(TRANSACTIONS * ROWS);
  });

  it('stops the worker when the practice is locked midway', async () => {
    const { core } = await makePractice();
    const writing = withBackgroundCheckpoints(core.context, async (checkpoints) => {
      await writeBatches(core, checkpoints);
      checkpoints!.start();
      await core.call('vault.lock', {});
      await checkpoints!.ended();
      return 'stopped';
    });
    await expect(writing).resolves.toBe('stopped');
    expect(core.vault.isUnlocked).toBe(false);
  });

  it('lets a demo locked between batches stop as locked, its batches copied and kept', async () => {
    const { core } = await makePractice();
    core.events.on('demo.progress', ({ done }) => done === 1000 && core.vault.lock('manual'));
    await expect(core.call('demo.seed', { clients: 1500, sessionsPerClient: 0, notesPerClient: 0, seed: 1 })).rejects.toMatchObject({ code: 'LOCKED' });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(core.vault.db.prepare('SELECT count(*) FROM clients').pluck().get()).toBe(1000);
  }, 60_000);
});
