import { randomBytes } from 'node:crypto';
import { type Argon2Params, deriveFromPassphrase, deriveFromRecoveryKey, open, seal, wipe } from './crypto';
import { type KeyFile, slotLabel } from './key-file';

type Slots = KeyFile['slots'];
type VaultRef = Pick<KeyFile, 'vaultId'>;

export async function sealWithPassphrase(dataKey: Buffer, passphrase: string, vault: VaultRef, kdf: Argon2Params): Promise<Slots['passphrase']> {
  const salt = randomBytes(16);
  const wrappingKey = await deriveFromPassphrase(passphrase, salt, kdf);
  try {
    return { kdf, salt: salt.toString('base64'), ...seal(wrappingKey, dataKey, slotLabel(vault, 'passphrase')) };
  } finally {
    wipe(wrappingKey);
  }
}

/** The data key, or null when the passphrase is wrong. */
export async function openWithPassphrase(file: KeyFile, passphrase: string): Promise<Buffer | null> {
  const slot = file.slots.passphrase;
  const wrappingKey = await deriveFromPassphrase(passphrase, Buffer.from(slot.salt, 'base64'), slot.kdf);
  try {
    return open(wrappingKey, slot, slotLabel(file, 'passphrase'));
  } finally {
    wipe(wrappingKey);
  }
}

export function sealWithRecoveryKey(dataKey: Buffer, recoveryKey: Buffer, vault: VaultRef): Slots['recovery'] {
  const salt = randomBytes(16);
  const wrappingKey = deriveFromRecoveryKey(recoveryKey, salt);
  try {
    return { kdf: 'hkdf-sha256', salt: salt.toString('base64'), ...seal(wrappingKey, dataKey, slotLabel(vault, 'recovery')) };
  } finally {
    wipe(wrappingKey);
  }
}

export function openWithRecoveryKey(file: KeyFile, recoveryKey: Buffer): Buffer | null {
  const slot = file.slots.recovery;
  const wrappingKey = deriveFromRecoveryKey(recoveryKey, Buffer.from(slot.salt, 'base64'));
  try {
    return open(wrappingKey, slot, slotLabel(file, 'recovery'));
  } finally {
    wipe(wrappingKey);
  }
}
