import type { Db } from '../db/open';
import type { Migration } from '../db/migration';
import type { Argon2Params } from './crypto';
import type { DeviceKeyStore } from './device-key-store';
import type { KeyFile } from './key-file';

export interface VaultOptions {
  dataDir: string;
  appVersion: string;
  migrations: readonly Migration[];
  deviceKeyStore?: DeviceKeyStore;
  nativeBinding?: string;
  /** Tests pass cheap parameters; real practices use DEFAULT_ARGON2. */
  kdf?: Argon2Params;
  now?: () => number;
  /** False in tests on a clock of their own (CoreOptions). */
  idleLockTimer?: boolean;
  /**
   * Writes a verified backup of the practice as it is, before a migration changes it; the
   * migration does not run unless this succeeds.
   */
  backupBeforeMigrating(source: { db: Db; dataKey: Buffer; keyFile: KeyFile }, from: number, to: number): Promise<void>;
  /** Runs right after the database opens and is migrated, before any call can use it. */
  onOpened?(db: Db): void;
  onLocked?(reason: LockReason): void;
  /** After a restore has ended with the practice open (restored or, if it failed, as it was). */
  onReplaced?(): void;
}

export type LockReason = 'manual' | 'idle' | 'menu';
