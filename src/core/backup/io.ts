import { constants } from 'node:fs';
import { copyFile, statfs } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/** Points in a backup or restore where a crash must leave the previous state intact. */
export type BackupStep =
  | 'space-checked'
  | 'snapshot-made'
  | 'database-checked'
  | 'container-written'
  | 'verified'
  | 'renamed'
  | 'database-extracted'
  | 'staged'
  | 'pre-restore-backup-made'
  | 'journal-written'
  | 'database-swapped'
  | 'keys-swapped';

/**
 * The few places backups touch the disk that tests need to steer: free space (to simulate
 * a full disk), writing and copying (to fail like one) and reaching a step (to crash the process there).
 */
export interface BackupIo {
  freeBytes(dir: string): Promise<number>;
  write(handle: FileHandle, data: Uint8Array): Promise<void>;
  /** Copies a whole file to `to`, which must not exist, by the file system (a clone where it can). */
  copyFile(from: string, to: string): Promise<void>;
  reached(step: BackupStep): void;
}

export const nodeBackupIo: BackupIo = {
  async freeBytes(dir) {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  },
  async write(handle, data) {
    let offset = 0;
    while (offset < data.length) offset += (await handle.write(data, offset, data.length - offset)).bytesWritten;
  },
  async copyFile(from, to) {
    await copyFile(from, to, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
  },
  reached() {},
};

export function backupIo(overrides: Partial<BackupIo> = {}): BackupIo {
  return { ...nodeBackupIo, ...overrides };
}
