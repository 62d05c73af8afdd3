import { safeStorage } from 'electron';
import type { DeviceKeyStore } from '../core/vault/device-key-store';

/**
 * "Unlock on this device" through the OS key store (Keychain, DPAPI, libsecret/KWallet).
 * Linux's `basic_text` backend encrypts with a hard-coded password, which protects
 * nothing, so it counts as unavailable.
 */
export const safeStorageKeyStore: DeviceKeyStore = {
  isSecure() {
    if (!safeStorage.isEncryptionAvailable()) return false;
    if (process.platform !== 'linux') return true;
    const backend = safeStorage.getSelectedStorageBackend();
    return backend !== 'basic_text' && backend !== 'unknown';
  },
  protect: (secret) => safeStorage.encryptString(secret.toString('base64')),
  unprotect: (blob) => Buffer.from(safeStorage.decryptString(blob), 'base64'),
};
