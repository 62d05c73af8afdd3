import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { toStorageError } from './errors';

/**
 * Replaces `path` so that after a crash it holds either the old or the new contents,
 * never a mix: write a temporary sibling, flush it, rename over, then flush the folder
 * so the rename itself is durable.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, mode = 0o600): void {
  removeUnfinishedWrites(path);
  const temp = hiddenSibling(path);
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

/** The hidden name in the same folder that a write of `path` goes through before it is renamed into place. */
export function hiddenSibling(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** How many bytes longer the hidden sibling's name is than the file's: a name must leave this room. */
export const HIDDEN_SIBLING_EXTRA_BYTES = '.'.length + '.'.length + 12 + '.tmp'.length;

/**
 * Removes the hidden siblings of `path` that a write which never finished left behind (the
 * app killed, the power cut): an export's may hold clients' notes in plain text, in a folder
 * the coach chose and was told nothing was saved to. Every write of `path` begins so. As far
 * as it can: a folder gone or locked leaves nothing more to do.
 */
export function removeUnfinishedWrites(path: string): void {
  const prefix = `.${basename(path)}.`;
  try {
    for (const name of readdirSync(dirname(path))) {
      if (name.startsWith(prefix) && /^[0-9a-f]{12}\.tmp$/.test(name.slice(prefix.length))) rmSync(join(dirname(path), name), { recursive: true, force: true });
    }
  } catch {
    // Nothing more can be removed from here.
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
