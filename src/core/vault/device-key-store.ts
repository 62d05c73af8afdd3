import { AppError } from '../../shared/errors';
import type { KeyFile } from './key-file';

/**
 * The operating system's key store, as the Electron shell offers it (safeStorage).
 * The core never imports Electron; the shell passes this in, and the CLI and bridge
 * run without it, so "unlock on this device" is simply unavailable there.
 */
export interface DeviceKeyStore {
  /** False where the only store is a plain-text fallback (Linux `basic_text`). */
  isSecure(): boolean;
  protect(secret: Buffer): Buffer;
  unprotect(blob: Buffer): Buffer;
}

/** The data key from the key file's device slot, which only this computer's key store can open. */
export function openWithDevice(keyFile: KeyFile, store: DeviceKeyStore | undefined): Buffer {
  if (!keyFile.slots.device || !store?.isSecure()) {
    throw new AppError('DEVICE_UNLOCK_UNAVAILABLE', 'Unlocking on this device is not set up here. Use your passphrase.');
  }
  try {
    return store.unprotect(Buffer.from(keyFile.slots.device.blob, 'base64'));
  } catch {
    throw new AppError('DEVICE_UNLOCK_FAILED', "This device's key store could not unlock the practice. Use your passphrase.");
  }
}

/** The key slots with a device slot sealed by the store, or without one. */
export function withDeviceSlot(slots: KeyFile['slots'], dataKey: Buffer, store: DeviceKeyStore | undefined, enabled: boolean): KeyFile['slots'] {
  const { device: _previous, ...others } = slots;
  if (!enabled) return others;
  if (!store?.isSecure()) {
    throw new AppError('DEVICE_UNLOCK_UNAVAILABLE', "This computer has no secure key store Coachdesk can use, so unlocking on this device can't be turned on.");
  }
  return { ...others, device: { blob: store.protect(dataKey).toString('base64') } };
}
