import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { writeFileAtomic } from '../fs/atomic-write';
import { Argon2Params, SealedBox } from './crypto';

/**
 * keys.json holds the database key only in wrapped form, once per way of unlocking.
 * It holds nothing a coach typed. Writing it is the last step of every change, so a crash
 * leaves the previous, still valid, set of slots.
 */
export const KeyFile = z.object({
  format: z.literal('coachdesk-keys'),
  version: z.literal(1),
  vaultId: z.uuid(),
  createdAt: z.iso.datetime(),
  slots: z.object({
    passphrase: SealedBox.extend({ kdf: Argon2Params, salt: z.base64() }),
    recovery: SealedBox.extend({ kdf: z.literal('hkdf-sha256'), salt: z.base64() }),
    /** The key protected by the operating system's key store (Keychain, DPAPI, libsecret). */
    device: z.object({ blob: z.base64() }).optional(),
  }),
});
export type KeyFile = z.infer<typeof KeyFile>;

export function keyFileExists(path: string): boolean {
  return existsSync(path);
}

export function readKeyFile(path: string): KeyFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = KeyFile.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      'KEYFILE_CORRUPT',
      `The key file ${path} is damaged, so the practice cannot be unlocked. Restore it from a backup; the database itself was not changed.`,
    );
  }
  return parsed.data;
}

export function writeKeyFile(path: string, file: KeyFile): void {
  writeFileAtomic(path, `${JSON.stringify(file, null, 2)}\n`);
}

/** Associated data binds each sealed key to its vault and slot, so slots cannot be swapped. */
export function slotLabel(file: Pick<KeyFile, 'vaultId'>, slot: 'passphrase' | 'recovery'): string {
  return `coachdesk:${file.vaultId}:${slot}`;
}
