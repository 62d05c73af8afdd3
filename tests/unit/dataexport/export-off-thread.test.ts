import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../src/core/core';
import { writeHalfWayExportWorker } from '../../support/stand-in-export-worker';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { populatePractice } from './populate';

const exports = [
  ['export.json', (core: Core) => core.call('export.json', { path: join(tempDir(), 'all.json') })],
  ['export.csv', (core: Core) => core.call('export.csv', { path: join(tempDir(), 'csv') })],
  ['export.icfLog', (core: Core) => core.call('export.icfLog', { path: join(tempDir(), 'icf.csv') })],
  ['calendar.exportIcs', (core: Core) => core.call('calendar.exportIcs', { useCodes: false })],
] as const;

describe('whole-practice exports are written in a worker thread', () => {
  it.each(exports)('%s: the app answers other calls while the export is written', async (_method, exportPractice) => {
    const { core } = await makePractice();
    await populatePractice(core, 'Worker');
    const answered: string[] = [];
    const exported = exportPractice(core).then(() => answered.push('export'));
    const listed = core.call('clients.list', {}).then(() => answered.push('clients'));
    await Promise.all([exported, listed]);
    // Written on the main thread, the export would finish before the list is even read.
    expect(answered).toEqual(['clients', 'export']);
  });

  it('a restore waits until a connection of its own (an export) has read the practice', async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Before the backup' });
    const backup = await core.call('backup.create', {});
    let endRead!: () => void;
    const reading = core.vault.readElsewhere((_file, dataKey) => {
      dataKey.fill(0);
      return new Promise<void>((resolve) => (endRead = resolve));
    });
    let restored = false;
    const restore = core.call('backup.restore', { path: backup.path, passphrase: PASSPHRASE }).then(() => (restored = true));
    // Without waiting, this restore is done in well under a second.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(restored).toBe(false);
    endRead();
    await Promise.all([reading, restore]);
    expect(restored).toBe(true);
  });

  it('writes the export on the main thread when no worker can start', async () => {
    const practice = async (options = {}) => {
      const { core } = await makePractice(options);
      await populatePractice(core, 'Fallback');
      return core;
    };
    // No built worker scripts where the core is told they are: every worker fails to start.
    const without = await practice({ builtWorkers: join(tempDir(), 'no-workers-here') });
    const here = join(tempDir(), 'here.json');
    const written = await without.call('export.json', { path: here });
    const inWorker = await (await practice()).call('export.json', { path: join(tempDir(), 'worker.json') });
    expect(written.counts).toEqual(inWorker.counts);
    expect(written.counts.clients).toBeGreaterThan(1);
    expect(JSON.parse(readFileSync(here, 'utf8')).clients).toHaveLength(written.counts.clients!);
  });

  it("passes the worker's refusals on as the coach's errors, with their details", async () => {
    const { core } = await makePractice();
    const chosen = tempDir();
    await core.call('export.icfLog', { path: join(chosen, 'icf.csv') });
    await expect(core.call('export.icfLog', { path: chosen })).rejects.toMatchObject({ code: 'EXPORT_TARGET_EXISTS', details: { path: chosen } });
  });

  const halfWayWorker = (next: string) => writeHalfWayExportWorker(tempDir(), next);

  it('removes the half-written file of a worker that dies midway, and says the export failed', async () => {
    const { core } = await makePractice({ builtWorkers: halfWayWorker("setTimeout(() => { throw new Error('out of memory, say'); }, 50);") });
    const chosen = tempDir();
    writeFileSync(join(chosen, '.notes.json.0123456789ab.tmp'), 'another file’s, left alone');
    await expect(core.call('export.json', { path: join(chosen, 'all.json') })).rejects.toMatchObject({ code: 'EXPORT_INTERRUPTED' });
    expect(readdirSync(chosen)).toEqual(['.notes.json.0123456789ab.tmp']);
  });

  it('stops when the practice locks: the worker ends, and nothing it wrote stays', async () => {
    const { core } = await makePractice({ builtWorkers: halfWayWorker('setInterval(() => {}, 1000);') });
    const chosen = tempDir();
    const exporting = core.call('export.json', { path: join(chosen, 'all.json') });
    await vi.waitFor(() => expect(readdirSync(chosen)).toHaveLength(1));
    core.vault.lock();
    await expect(exporting).rejects.toMatchObject({ code: 'LOCKED' });
    expect(readdirSync(chosen)).toEqual([]);

    // Locked the moment it is asked: refused by the real worker, or by the call itself, with nothing written.
    const real = (await makePractice()).core;
    await populatePractice(real, 'Locked');
    const locked = real.call('export.csv', { path: join(chosen, 'csv') });
    real.vault.lock();
    await expect(locked).rejects.toMatchObject({ code: 'LOCKED' });
    expect(readdirSync(chosen)).toEqual([]);
  });

  it('removes, at the next unlock, what an export cut short by a crash left where the coach chose', async () => {
    const dataDir = tempDir();
    // The worker writes part of the export and hangs: the app is then "killed" (never closed).
    const { core } = await makePractice({ dataDir, builtWorkers: halfWayWorker('setInterval(() => {}, 1000);') });
    const chosen = tempDir();
    core.call('export.json', { path: join(chosen, 'all.json') }).catch(() => {});
    await vi.waitFor(() => expect(readdirSync(chosen)).toEqual(['.all.json.0123456789ab.tmp']));
    writeFileSync(join(chosen, '.notes.json.0123456789ab.tmp'), 'another file’s, left alone');
    // The app started again on the same practice.
    const again = makeCore({ dataDir });
    await again.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(readdirSync(chosen)).toEqual(['.notes.json.0123456789ab.tmp']);
  });
});
