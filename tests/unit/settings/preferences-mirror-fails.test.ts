import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../src/shared/settings';
import type { Core } from '../../../src/core/core';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** preferences.json's temporary file cannot be created, as on a full disk; every other write works. */
const disk = vi.hoisted(() => ({ preferencesFull: false }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const openSync = ((path: import('node:fs').PathLike, ...rest: unknown[]) => {
    if (disk.preferencesFull && String(path).includes('.preferences.json.')) {
      throw Object.assign(new Error(`ENOSPC: no space left on device, open '${String(path)}'`), { code: 'ENOSPC', errno: -28, syscall: 'open' });
    }
    return (real.openSync as (...args: unknown[]) => number)(path, ...rest);
  }) as typeof real.openSync;
  return { ...real, openSync, default: { ...real, openSync } };
});

afterEach(() => {
  disk.preferencesFull = false;
});

const MINUTE = 60_000;

function watch(core: Core) {
  const changed: Settings[] = [];
  core.events.on('settings.changed', (settings) => changed.push(settings));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { changed, logged: () => logged.mock.calls.map((args) => args.map(String).join(' ')) };
}

/** What the lock screen will read at the next start; null when nothing was ever written. */
function mirrored(dataDir: string): unknown {
  const file = join(dataDir, 'preferences.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

describe('when preferences.json cannot be written (a full disk)', () => {
  it('a settings change is saved and takes effect: the file only mirrors language and theme for the lock screen', async () => {
    const dataDir = tempDir();
    let clock = Date.parse('2026-05-04T09:00:00Z');
    const { core } = await makePractice({ dataDir, now: () => clock });
    const { changed, logged } = watch(core);

    disk.preferencesFull = true;
    const result = await core.dispatch('settings.update', { language: 'bg', autoLockMinutes: 1 });

    expect(result).toMatchObject({ ok: true, value: { language: 'bg', autoLockMinutes: 1 } });
    expect(await core.call('settings.get', {})).toMatchObject({ language: 'bg', autoLockMinutes: 1 });
    expect(changed.map((settings) => settings.language)).toEqual(['bg']);
    expect((await core.call('vault.status', {})).language).toBe('bg');
    // The failure is logged by its code only: no path, nothing the coach typed.
    expect(logged().some((line) => line.includes('DISK_FULL'))).toBe(true);
    expect(logged().filter((line) => line.includes(dataDir) || line.includes('tmp'))).toEqual([]);
    // The new auto-lock minutes apply at once.
    clock += MINUTE + 1000;
    expect(core.vault.checkIdle()).toBe(true);
    expect((await core.call('vault.status', {})).state).toBe('locked');
  });

  it('the next change writes the file once there is room again, even one that leaves language and theme alone', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    watch(core);
    disk.preferencesFull = true;
    await core.call('settings.update', { language: 'ms', theme: 'dark' });
    disk.preferencesFull = false;
    expect(mirrored(dataDir)).toBeNull();

    await core.call('settings.update', { autoLockMinutes: 20 });

    expect(mirrored(dataDir)).toEqual({ language: 'ms', theme: 'dark' });
  });

  it('an import into an empty practice is kept and applied, so importing again is not needed', async () => {
    const { core: source } = await makePractice();
    await source.call('settings.update', { language: 'fa', autoLockMinutes: 7 });
    await source.call('clients.create', { fullName: 'Imported Client', tags: [] });
    const file = join(tempDir(), 'export.json');
    await source.call('export.json', { path: file });

    const { core } = await makePractice();
    const { changed } = watch(core);
    disk.preferencesFull = true;
    const result = await core.dispatch('import.json', { path: file });

    expect(result).toMatchObject({ ok: true, value: { mode: 'restore' } });
    expect(core.vault.db.prepare('SELECT full_name FROM clients').pluck().all()).toEqual(['Imported Client']);
    expect(changed.map((settings) => [settings.language, settings.autoLockMinutes])).toEqual([['fa', 7]]);
    expect((await core.call('vault.status', {})).language).toBe('fa');
  });

  it('a restore of a practice in another language reopens it, and does not say nothing was changed', async () => {
    const { core: other } = await makePractice();
    await other.call('settings.update', { language: 'ms' });
    await other.call('clients.create', { fullName: 'Other Practice Client', tags: [] });
    const backup = await other.call('backup.create', {});

    const { core } = await makePractice();
    watch(core);
    disk.preferencesFull = true;
    const result = await core.dispatch('backup.restore', { path: backup.path, passphrase: PASSPHRASE });

    expect(result).toMatchObject({ ok: true });
    expect(await core.call('vault.status', {})).toMatchObject({ state: 'unlocked', language: 'ms' });
    expect(core.vault.db.prepare('SELECT full_name FROM clients').pluck().all()).toEqual(['Other Practice Client']);
  });
});
