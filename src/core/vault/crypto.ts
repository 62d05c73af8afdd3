import { hashRaw } from '@node-rs/argon2';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

export const KEY_BYTES = 32;

export const Argon2Params = z.object({
  algorithm: z.literal('argon2id'),
  memoryCost: z.number().int().min(1024),
  timeCost: z.number().int().min(1),
  parallelism: z.number().int().min(1).max(16),
});
export type Argon2Params = z.infer<typeof Argon2Params>;

/**
 * Measured on a 2-core build machine: about 0.3 s warm, 0.7 s cold; slow enough to make
 * guessing expensive, quick enough that unlocking never feels like waiting.
 */
export const DEFAULT_ARGON2: Argon2Params = { algorithm: 'argon2id', memoryCost: 256 * 1024, timeCost: 3, parallelism: 1 };

/** Passphrases are normalised so the same words typed on another keyboard still unlock. */
export async function deriveFromPassphrase(passphrase: string, salt: Buffer, params: Argon2Params): Promise<Buffer> {
  return hashRaw(passphrase.normalize('NFC'), {
    algorithm: 2, // Argon2id; the package exports it as a const enum, which isolated modules cannot inline
    memoryCost: params.memoryCost,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
    outputLen: KEY_BYTES,
    salt,
  });
}

/** The recovery key already carries 160 random bits, so a fast KDF is enough. */
export function deriveFromRecoveryKey(recoveryKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', recoveryKey, salt, 'coachdesk recovery key slot', KEY_BYTES));
}

export const SealedBox = z.object({
  nonce: z.base64(),
  ciphertext: z.base64(),
  tag: z.base64(),
});
export type SealedBox = z.infer<typeof SealedBox>;

export function seal(key: Buffer, plaintext: Buffer, associatedData: string): SealedBox {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { nonce: nonce.toString('base64'), ciphertext: ciphertext.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

/** Returns null when the key is wrong (the GCM tag does not verify); never partial data. */
export function open(key: Buffer, box: SealedBox, associatedData: string): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(box.nonce, 'base64'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(box.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(box.ciphertext, 'base64')), decipher.final()]);
  } catch {
    return null;
  }
}

export function randomKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

export function wipe(...buffers: (Buffer | undefined | null)[]): void {
  for (const buffer of buffers) buffer?.fill(0);
}
