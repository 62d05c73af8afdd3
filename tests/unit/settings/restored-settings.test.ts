import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePractice, tempDir } from '../support/practice';

describe('settings brought by a restored export', () => {
  it('lock the practice after the restored auto-lock minutes, without waiting for the next unlock', async () => {
    let clock = Date.parse('2026-03-29T07:00:00Z');
    const now = () => clock;
    const old = await makePractice({ now });
    await old.core.call('settings.update', { autoLockMinutes: 1 });
    await old.core.call('clients.create', { fullName: 'Someone' });
    const file = join(tempDir(), 'export.json');
    await old.core.call('export.json', { path: file });

    const { core } = await makePractice({ now }); // a new practice: the default 15 minutes
    const changed: number[] = [];
    core.events.on('settings.changed', (settings) => changed.push(settings.autoLockMinutes));
    expect((await core.call('import.json', { path: file })).mode).toBe('restore');
    expect(changed).toEqual([1]);

    clock += 3 * 60_000; // three idle minutes: past the restored 1, well short of the old 15
    expect(core.vault.checkIdle()).toBe(true);
    expect((await core.call('vault.status', {})).state).toBe('locked');
  });
});
