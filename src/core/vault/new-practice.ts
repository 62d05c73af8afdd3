import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors';
import { PASSPHRASE_HINT_TEXT, assessPassphrase } from '../../shared/passphrase-strength';
import { type Argon2Params, randomKey, wipe } from './crypto';
import type { KeyFile } from './key-file';
import { sealWithPassphrase, sealWithRecoveryKey } from './key-slots';
import { generateRecoveryKey } from './recovery-key';

/** A practice being set up: its keys, held in memory until the coach has retyped the recovery key. */
export interface PendingSetup {
  vaultId: string;
  dataKey: Buffer;
  recoveryKey: Buffer;
  keyFile: KeyFile;
}

/** A new practice's data key, sealed under the passphrase and a new recovery key; nothing is written. */
export async function prepareNewPractice(passphrase: string, kdf: Argon2Params, now: number): Promise<{ pending: PendingSetup; recoveryKeyText: string }> {
  const vaultId = randomUUID();
  const dataKey = randomKey();
  const recovery = generateRecoveryKey();
  const keyFile: KeyFile = {
    format: 'coachdesk-keys',
    version: 1,
    vaultId,
    createdAt: new Date(now).toISOString(),
    slots: {
      passphrase: await sealWithPassphrase(dataKey, passphrase, { vaultId }, kdf),
      recovery: sealWithRecoveryKey(dataKey, recovery.bytes, { vaultId }),
    },
  };
  return { pending: { vaultId, dataKey, recoveryKey: recovery.bytes, keyFile }, recoveryKeyText: recovery.text };
}

export function wipePending(pending: PendingSetup | undefined): void {
  if (pending) wipe(pending.dataKey, pending.recoveryKey);
}

export function requireStrong(passphrase: string): void {
  const { acceptable, hint } = assessPassphrase(passphrase);
  if (!acceptable) throw new AppError('WEAK_PASSPHRASE', PASSPHRASE_HINT_TEXT[hint ?? 'addWords'], { hint: hint ?? 'addWords' });
}
