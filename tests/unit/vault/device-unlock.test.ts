import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DeviceKeyStore } from '../../../src/core/vault/device-key-store';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** Stands in for Electron's safeStorage: a key held by "the operating system". */
function deviceStore(secure = true): DeviceKeyStore {
  const osKey = randomBytes(32);
  const iv = Buffer.alloc(16, 1);
  return {
    isSecure: () => secure,
    protect: (secret) => {
      const cipher = createCipheriv('aes-256-cbc', osKey, iv);
      return Buffer.concat([cipher.update(secret), cipher.final()]);
    },
    unprotect: (blob) => {
      const decipher = createDecipheriv('aes-256-cbc', osKey, iv);
      return Buffer.concat([decipher.update(blob), decipher.final()]);
    },
  };
}

describe('unlock on this device', () => {
  it('opens the practice without the passphrase once turned on, and not after turning it off', async () => {
    const { core } = await makePractice({ deviceKeyStore: deviceStore() });
    expect((await core.call('vault.status', {})).deviceUnlock).toEqual({ supported: true, enabled: false });

    await core.call('vault.setDeviceUnlock', { enabled: true });
    await core.call('vault.lock', {});
    expect((await core.call('vault.status', {})).deviceUnlock.enabled).toBe(true);
    expect((await core.call('vault.unlockWithDevice', {})).state).toBe('unlocked');

    await core.call('vault.setDeviceUnlock', { enabled: false });
    await core.call('vault.lock', {});
    await expect(core.call('vault.unlockWithDevice', {})).rejects.toMatchObject({ code: 'DEVICE_UNLOCK_UNAVAILABLE' });
  });

  it('is refused where the OS key store is only the plain-text fallback', async () => {
    const { core } = await makePractice({ deviceKeyStore: deviceStore(false) });
    expect((await core.call('vault.status', {})).deviceUnlock.supported).toBe(false);
    await expect(core.call('vault.setDeviceUnlock', { enabled: true })).rejects.toMatchObject({ code: 'DEVICE_UNLOCK_UNAVAILABLE' });
  });

  it('is unavailable without a key store at all (CLI, browser bridge)', async () => {
    const { core } = await makePractice();
    expect((await core.call('vault.status', {})).deviceUnlock.supported).toBe(false);
    await expect(core.call('vault.setDeviceUnlock', { enabled: true })).rejects.toMatchObject({ code: 'DEVICE_UNLOCK_UNAVAILABLE' });
  });

  it('is not turned on while another window or command has the practice open: its key slots would not have the device slot, and a passphrase change there would drop it', async () => {
    const dataDir = tempDir();
    const store = deviceStore();
    const { core: app } = await makePractice({ dataDir, deviceKeyStore: store });
    const cli = makeCore({ dataDir });
    await cli.call('vault.unlock', { passphrase: PASSPHRASE });
    const keys = () => readFileSync(join(dataDir, 'keys.json'), 'utf8');
    const before = keys();

    await expect(app.call('vault.setDeviceUnlock', { enabled: true })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    expect(keys()).toBe(before);

    cli.close();
    expect((await app.call('vault.setDeviceUnlock', { enabled: true })).deviceUnlock.enabled).toBe(true);
  });
});
