import { describe, expect, it } from 'vitest';
import { contract } from '../../../src/shared/contract';
import { handlers } from '../../../src/core/api/handlers';
import { makeCore, makePractice } from '../support/practice';

describe('the contract at the core entrance', () => {
  it('binds a handler to every method and nothing else', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(contract).sort());
  });

  it('rejects calls that are not in the contract', async () => {
    const core = makeCore();
    for (const method of ['vault.explode', '__proto__', 'constructor', 42, null]) {
      expect(await core.dispatch(method, {})).toEqual({ ok: false, error: expect.objectContaining({ code: 'UNKNOWN_METHOD' }) });
    }
  });

  it('rejects input that does not match the schema, with a message and no stack trace', async () => {
    const { core } = await makePractice();
    const bad: [string, unknown][] = [
      ['vault.unlock', {}],
      ['vault.unlock', { passphrase: 42 }],
      ['vault.unlock', { passphrase: 'x'.repeat(5000) }],
      ['vault.unlock', { passphrase: 'lantern orchard', extra: true }],
      ['vault.unlock', 'lantern orchard'],
      ['settings.update', { autoLockMinutes: -1 }],
      ['settings.update', { autoLockMinutes: 2.5 }],
      ['settings.update', { language: 'de' }],
      ['settings.update', { theme: 'neon' }],
      ['settings.update', { unknownSetting: 1 }],
      ['vault.status', { surprise: 1 }],
      ['vault.setDeviceUnlock', { enabled: 'yes' }],
    ];
    for (const [method, input] of bad) {
      const result = await core.dispatch(method, input);
      expect(result, `${method} ${JSON.stringify(input)}`).toEqual({ ok: false, error: expect.objectContaining({ code: 'INVALID_INPUT', message: expect.any(String) }) });
      if (!result.ok) expect(result.error.message).not.toMatch(/\n\s+at /);
    }
    expect((await core.call('settings.get', {})).language).toBe('en');
  });

  it('refuses calls that need an unlocked practice while it is locked', async () => {
    const { core } = await makePractice();
    await core.call('vault.lock', {});
    for (const method of ['settings.get', 'settings.update', 'app.about', 'app.status', 'vault.changePassphrase', 'vault.setDeviceUnlock', 'vault.touch']) {
      const spec = contract[method as keyof typeof contract];
      expect(spec.access).toBe('unlocked');
    }
    expect(await core.dispatch('settings.get', {})).toMatchObject({ ok: false, error: { code: 'LOCKED' } });
    expect(await core.dispatch('settings.update', { theme: 'dark' })).toMatchObject({ ok: false, error: { code: 'LOCKED' } });
  });

  it('answers status for a new, locked and unlocked practice', async () => {
    const core = makeCore({ systemLocale: 'bg-BG' });
    expect(await core.call('vault.status', {})).toEqual({
      state: 'new',
      setupPending: false,
      deviceUnlock: { supported: false, enabled: false },
      retryAfterMs: 0,
      unopenable: null,
      nativeDialogs: false,
      language: 'bg',
      theme: 'auto',
    });
  });

  it('reports counts of every table and the schema version', async () => {
    const { core } = await makePractice();
    const status = await core.call('app.status', {});
    expect(status.schemaVersion).toBeGreaterThanOrEqual(1);
    expect(status.counts).toMatchObject({ meta: expect.any(Number), settings: expect.any(Number) });
    // Settings shows the same without the counts, which take seconds in a large practice.
    const { counts: _counts, ...about } = status;
    expect(await core.call('app.about', {})).toEqual(about);
  });
});
