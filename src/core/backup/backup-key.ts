import { AppError } from '../../shared/errors';
import { wipe } from '../vault/crypto';
import { openWithPassphrase, openWithRecoveryKey } from '../vault/key-slots';
import { parseRecoveryKey } from '../vault/recovery-key';
import type { BackupKeys } from './format';

export type BackupSecret = { passphrase: string } | { recoveryKey: string };

/** The data key of a backup, from the passphrase or recovery key that was valid when it was made. */
export async function openBackupKey(keys: BackupKeys, secret: BackupSecret): Promise<Buffer> {
  let dataKey: Buffer | null;
  if ('passphrase' in secret) {
    dataKey = await openWithPassphrase(keys, secret.passphrase);
  } else {
    const recoveryKey = parseRecoveryKey(secret.recoveryKey);
    dataKey = recoveryKey && openWithRecoveryKey(keys, recoveryKey);
    wipe(recoveryKey);
  }
  if (!dataKey) {
    throw new AppError(
      'BACKUP_WRONG_SECRET',
      'That passphrase or recovery key does not open this backup. Use the one that was valid when the backup was made; nothing was changed.',
    );
  }
  return dataKey;
}
