import { statfs } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/** Points in a backup or restore where a crash must leave the previous state intact. */
export type BackupStep =
  | 'snapshot-made'
  | 'chunk-written'
  | 'container-written'
  | 'verified'
  | 'renamed'
  | 'staged'
  | 'pre-restore-backup-made'
  | 'journal-written'
  | 'database-swapped'
  | 'keys-swapped';

/**
 * The few places backups touch the disk that tests need to steer: free space (to simulate
 * a full disk), writing (to fail like one) and reaching a step (to crash the process there).
 */
export interface BackupIo {
  freeBytes(dir: string): Promise<number>;
  write(handle: FileHandle, data: Uint8Array): Promise<void>;
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
  reached() {},
};

export function backupIo(overrides: Partial<BackupIo> = {}): BackupIo {
  return { ...nodeBackupIo, ...overrides };
}
