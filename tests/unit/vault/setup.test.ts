import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSPHRASE, makeCore, makePractice, tempDir } from '../support/practice';

describe('creating a practice', () => {
  it('shows a recovery key and writes nothing until the coach confirms it', async () => {
    const dataDir = tempDir();
    const core = makeCore({ dataDir });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });

    expect(recoveryKey).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    expect((await core.call('vault.status', {})).state).toBe('new');
    expect((await core.call('vault.status', {})).setupPending).toBe(true);
    expect(existsSync(join(dataDir, 'keys.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'coachdesk.db'))).toBe(false);
  });

  it('refuses a recovery key typed wrongly and accepts it typed loosely', async () => {
    const core = makeCore();
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    const wrong = (recoveryKey[0] === 'A' ? 'B' : 'A') + recoveryKey.slice(1);

    await expect(core.call('vault.setupConfirm', { recoveryKey: wrong })).rejects.toMatchObject({ code: 'RECOVERY_KEY_MISMATCH' });
    expect((await core.call('vault.status', {})).state).toBe('new');

    const loosely = recoveryKey.toLowerCase().replaceAll('-', ' ');
    const status = await core.call('vault.setupConfirm', { recoveryKey: loosely });
    expect(status.state).toBe('unlocked');
    expect(status.setupPending).toBe(false);
  });

  it('enforces a minimum passphrase strength with a hint', async () => {
    const core = makeCore();
    await expect(core.call('vault.setupBegin', { passphrase: 'short' })).rejects.toMatchObject({
      code: 'WEAK_PASSPHRASE',
      details: { hint: 'tooShort' },
    });
    await expect(core.call('vault.setupBegin', { passphrase: 'password123' })).rejects.toMatchObject({ code: 'WEAK_PASSPHRASE' });
    // The same keys with the Persian layout on ("password1234", a keyboard row), and a real Persian passphrase.
    for (const passphrase of ['حشسسصخقی۱۲۳۴', 'ضصثقفغعهخحجچ']) {
      await expect(core.call('vault.setupBegin', { passphrase })).rejects.toMatchObject({ code: 'WEAK_PASSPHRASE' });
    }
    await core.call('vault.setupBegin', { passphrase: 'کوه‌های البرز زیر برف صبحگاهی' });
  });

  it('keeps the language chosen at setup, with the working week that goes with it', async () => {
    const core = makeCore();
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
    await core.call('vault.setupConfirm', { recoveryKey });
    const settings = await core.call('settings.get', {});
    expect(settings.language).toBe('fa');
    expect(settings.workingHours).toEqual({ days: [6, 0, 1, 2, 3], start: '09:00', end: '17:00' });
    expect((await core.call('vault.status', {})).language).toBe('fa');

    const bulgarian = makeCore();
    const second = await bulgarian.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'bg' });
    await bulgarian.call('vault.setupConfirm', { recoveryKey: second.recoveryKey });
    expect((await bulgarian.call('settings.get', {})).workingHours.days).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses to create a second practice in the same folder', async () => {
    const { core } = await makePractice();
    await expect(core.call('vault.setupBegin', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'ALREADY_SET_UP' });
  });

  it('keeps a database it cannot explain instead of overwriting it', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'coachdesk.db'), 'a database whose key file was lost');
    const core = makeCore({ dataDir });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await core.call('vault.setupConfirm', { recoveryKey });

    expect(readdirSync(dataDir).some((name) => name.startsWith('coachdesk.db.orphan-'))).toBe(true);
  });
});
