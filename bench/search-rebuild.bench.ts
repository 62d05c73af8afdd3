import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Core } from '../src/core/core';
import type { Db } from '../src/core/db/open';
import { type Figure, percentiles } from './harness';

const CLIENTS = Number(process.env.BENCH_REBUILD_CLIENTS ?? 2000);
const PASSPHRASE = 'lantern orchard velvet compass';

/** As an update that changes how text is folded leaves a practice: every search index to be built again. */
function foldedByAnOlderVersion(db: Db): void {
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_fold_version', '0')").run();
}

async function dailyBackup(core: Core): Promise<void> {
  for (;;) {
    try {
      await core.call('backup.create', {});
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'BACKUP_BUSY') throw error;
      await sleep(1000);
    }
  }
}

/**
 * A search call arriving at a random moment while the index is rebuilt behind it: how long from
 * its arrival to its answer, when it comes while a piece of the rebuild is running.
 */
async function callArrivingAtRandom(core: Core): Promise<{ waited: number; rebuilding: boolean }> {
  const due = performance.now() + 20 + Math.random() * 60;
  await sleep(due - performance.now());
  const { rebuilding } = await core.call('search.query', { text: 'коуч' });
  return { waited: performance.now() - due, rebuilding: rebuilding !== null };
}

/**
 * The demo practice (CLIENTS × 20 sessions, 10 notes each) after an update that rebuilds its
 * search indexes: the unlock, the rebuild in the background, the search calls answered meanwhile,
 * and the same rebuild in one pass, as every unlock did it before.
 */
export async function searchRebuildBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-rebuild-'));
  try {
    const core = new Core({ dataDir, kdf: { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await core.call('vault.setupConfirm', { recoveryKey });
    await core.call('demo.seed', { clients: CLIENTS, sessionsPerClient: 20, notesPerClient: 10, seed: 1, timeZone: 'Europe/Sofia' });
    const notes = core.vault.db.prepare('SELECT count(*) FROM notes').pluck().get() as number;
    // The day's automatic backup, made now so that none runs beside what is measured.
    await dailyBackup(core);

    const unlocked = async () => {
      await core.call('vault.lock', {});
      const start = performance.now();
      await core.call('vault.unlock', { passphrase: PASSPHRASE });
      return performance.now() - start;
    };
    const usual = await unlocked();
    foldedByAnOlderVersion(core.vault.db);
    const unlock = await unlocked();
    const waits: number[] = [];
    let started = performance.now();
    for (;;) {
      const call = await callArrivingAtRandom(core);
      waits.push(call.waited);
      if (!call.rebuilding) break;
    }
    const background = (performance.now() - started) / 1000;

    foldedByAnOlderVersion(core.vault.db);
    started = performance.now();
    core.searchIndexes.start(core.vault.db);
    core.searchIndexes.finish(core.vault.db);
    const onePass = (performance.now() - started) / 1000;

    const waited = percentiles(waits);
    const size = `${CLIENTS.toLocaleString('en')} clients, ${notes.toLocaleString('en')} notes`;
    console.log(`Search rebuild (${size}): unlock ${unlock.toFixed(0)} ms, rebuilt in the background in ${background.toFixed(1)} s, in one pass ${onePass.toFixed(1)} s`);
    core.close();
    return [
      { operation: 'unlock with the search indexes to rebuild', encryptedP50: unlock, encryptedP95: unlock, note: `${size}; ${usual.toFixed(0)} ms with nothing to rebuild; the whole rebuild in one go, as the unlock did it before (there dropping the old index at once): ${onePass.toFixed(1)} s` },
      {
        operation: 'a search call during the rebuild',
        encryptedP50: waited.p50,
        encryptedP95: waited.p95,
        note: `${waits.length} calls at random moments, from arrival to answer, longest ${Math.max(...waits).toFixed(0)} ms; the rebuild took ${background.toFixed(1)} s in the background`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
