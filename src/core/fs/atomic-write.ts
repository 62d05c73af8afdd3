import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { toStorageError } from './errors';

/**
 * Replaces `path` so that after a crash it holds either the old or the new contents,
 * never a mix: write a temporary sibling, flush it, rename over, then flush the folder
 * so the rename itself is durable.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, mode = 0o600): void {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', mode);
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
    syncDirectory(dirname(path));
  } catch (error) {
    rmSync(temp, { force: true });
    throw toStorageError(error, dirname(path));
  }
}

export function syncDirectory(dir: string): void {
  // Windows cannot open a directory for fsync; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
