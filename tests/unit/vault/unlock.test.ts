import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEW_PASSPHRASE, PASSPHRASE, makeCore, makePractice, tempDir } from '../support/practice';

describe('locking and unlocking', () => {
  it('locks, refuses data calls while locked, and unlocks with the passphrase', async () => {
    const { core } = await makePractice();
    await core.call('settings.update', { autoLockMinutes: 42 });

    expect((await core.call('vault.lock', {})).state).toBe('locked');
    await expect(core.call('settings.get', {})).rejects.toMatchObject({ code: 'LOCKED' });

    expect((await core.call('vault.unlock', { passphrase: PASSPHRASE })).state).toBe('unlocked');
    expect((await core.call('settings.get', {})).autoLockMinutes).toBe(42);
  });

  it('reopens a practice from disk in a new process', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('settings.update', { theme: 'dark' });
    core.close();

    const again = makeCore({ dataDir });
    expect((await again.call('vault.status', {})).state).toBe('locked');
    await again.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await again.call('settings.get', {})).theme).toBe('dark');
  });

  it('says clearly when the passphrase is wrong and changes nothing', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('vault.lock', {});
    const keysBefore = readFileSync(`${dataDir}/keys.json`);

    await expect(core.call('vault.unlock', { passphrase: 'not the passphrase at all' })).rejects.toMatchObject({
      code: 'WRONG_PASSPHRASE',
      message: expect.stringContaining('not correct'),
    });
    expect((await core.call('vault.status', {})).state).toBe('locked');
    expect(readFileSync(`${dataDir}/keys.json`)).toEqual(keysBefore);
  });

  it('makes the coach wait a little longer after each repeated failure, even across restarts', async () => {
    const dataDir = tempDir();
    let now = 1_000_000;
    const { core } = await makePractice({ dataDir, now: () => now });
    await core.call('vault.lock', {});
    const wrong = () => core.call('vault.unlock', { passphrase: 'wrong passphrase entirely' });

    for (let i = 0; i < 2; i++) await expect(wrong()).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    await expect(wrong()).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE', details: { retryAfterMs: 1000 } });
    // Even the right passphrase waits out the delay.
    await expect(core.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await core.call('vault.status', {})).retryAfterMs).toBe(1000);

    now += 1000;
    await expect(wrong()).rejects.toMatchObject({ details: { retryAfterMs: 2000 } });

    const restarted = makeCore({ dataDir, now: () => now });
    await expect(restarted.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS', details: { seconds: 2 } });

    now += 2000;
    await restarted.call('vault.unlock', { passphrase: PASSPHRASE });
    await restarted.call('vault.lock', {});
    // A success clears the count: the next mistake is free again.
    await expect(restarted.call('vault.unlock', { passphrase: 'wrong passphrase entirely' })).rejects.toMatchObject({ details: { retryAfterMs: 0 } });
  });

  it('locks itself after the idle minutes set, wiping access until unlocked', async () => {
    let now = 0;
    const { core } = await makePractice({ now: () => now });
    const locks: string[] = [];
    core.events.on('vault.locked', ({ reason }) => locks.push(reason));
    await core.call('settings.update', { autoLockMinutes: 5 });

    now += 4 * 60_000;
    expect(core.vault.checkIdle()).toBe(false);
    await core.call('vault.touch', {});
    now += 4 * 60_000;
    expect(core.vault.checkIdle()).toBe(false);
    now += 61_000;
    expect(core.vault.checkIdle()).toBe(true);

    expect(locks).toEqual(['idle']);
    expect((await core.call('vault.status', {})).state).toBe('locked');
    await expect(core.call('settings.get', {})).rejects.toMatchObject({ code: 'LOCKED' });
  });

  it('never auto-locks when the setting is 0', async () => {
    let now = 0;
    const { core } = await makePractice({ now: () => now });
    await core.call('settings.update', { autoLockMinutes: 0 });
    now += 10 * 24 * 3600_000;
    expect(core.vault.checkIdle()).toBe(false);
    expect(core.vault.isUnlocked).toBe(true);
  });

  it('changes the passphrase by rewrapping the key: the database file is untouched', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('vault.lock', {});
    const databaseBefore = readFileSync(`${dataDir}/coachdesk.db`);
    await core.call('vault.unlock', { passphrase: PASSPHRASE });

    await expect(core.call('vault.changePassphrase', { currentPassphrase: 'not my passphrase', newPassphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    await expect(core.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: 'weak' })).rejects.toMatchObject({ code: 'WEAK_PASSPHRASE' });
    await core.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE });
    await core.call('vault.lock', {});

    expect(readFileSync(`${dataDir}/coachdesk.db`).equals(databaseBefore)).toBe(true);
    await expect(core.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    expect((await core.call('vault.unlock', { passphrase: NEW_PASSPHRASE })).state).toBe('unlocked');
  });
});

describe('racing unlocks', () => {
  it('opens the practice once when two unlocks arrive together, so locking closes it fully', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('vault.lock', {});
    const [a, b] = await Promise.all([core.call('vault.unlock', { passphrase: PASSPHRASE }), core.call('vault.unlock', { passphrase: PASSPHRASE })]);
    expect([a.state, b.state]).toEqual(['unlocked', 'unlocked']);
    await core.call('vault.lock', {});
    await expect(core.call('settings.get', {})).rejects.toMatchObject({ code: 'LOCKED' });
    // SQLite removes the WAL when the last connection closes: none may be left open.
    expect(existsSync(`${dataDir}/coachdesk.db-wal`)).toBe(false);
  });
});
