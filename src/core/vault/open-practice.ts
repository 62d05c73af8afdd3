import { migrate } from '../db/migrate';
import { type Db, openEncryptedDatabase } from '../db/open';
import type { PracticeFiles } from '../paths';
import { wipe } from './crypto';
import { type KeyFile, writeKeyFile } from './key-file';
import { openElsewhereError, openOnOtherConnections } from './open-elsewhere';
import type { VaultOptions } from './vault-options';

/** The practice while unlocked: its database, its data key, and the key slots in force. */
export interface OpenVault {
  db: Db;
  dataKey: Buffer;
  keyFile: KeyFile;
}

/**
 * Opens the practice's database and upgrades it to the app's migrations (each upgrade after a
 * verified backup). Only setup, which passes `initialise`, may create the file. `newKeys`
 * (recovery's new passphrase) is written once the database has opened and been upgraded. On
 * failure the database is closed again; the caller keeps and wipes `dataKey`.
 */
export async function openPracticeDatabase(
  files: PracticeFiles,
  dataKey: Buffer,
  keyFile: KeyFile,
  options: VaultOptions,
  initialise?: (db: Db) => void,
  newKeys?: KeyFile,
): Promise<Db> {
  const db = openEncryptedDatabase(files.database, dataKey, { nativeBinding: options.nativeBinding, mustExist: !initialise });
  try {
    await migrate(db, options.migrations, {
      appVersion: options.appVersion,
      backupBeforeMigrating: async (from, to) => {
        const source = { db, dataKey: Buffer.from(dataKey), keyFile };
        try {
          await options.backupBeforeMigrating(source, from, to);
        } finally {
          wipe(source.dataKey);
        }
      },
    });
    initialise?.(db);
    if (newKeys) {
      // A new key file under another process with the practice open would be undone by its next key change.
      if (openOnOtherConnections(db)) throw openElsewhereError();
      writeKeyFile(files.keys, newKeys);
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * New key slots for the open practice: on disk first, then in memory. Backups copy the slots
 * held in memory, so a write that fails (a full disk, a read-only folder) must leave them as
 * they were, or the next backup would open only with a passphrase the coach was told was not set.
 */
export function keepSlots(path: string, opened: OpenVault, slots: KeyFile['slots']): void {
  const keyFile = { ...opened.keyFile, slots };
  writeKeyFile(path, keyFile);
  opened.keyFile = keyFile;
}
