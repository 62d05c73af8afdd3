import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { hiddenSibling, removeUnfinishedWrites, syncDirectory } from './atomic-write';
import { toStorageError } from './errors';

/** Something text is written to piece by piece: a file being exported, or a string in tests. */
export interface TextSink {
  write(text: string | Uint8Array): void;
}

const FLUSH_BYTES = 1 << 20;

/** A file written in pieces and flushed before `close` returns; the caller renames it into place. */
class FlushedFile implements TextSink {
  private readonly fd: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'wx', 0o600);
  }

  write(text: string | Uint8Array): void {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : Buffer.from(text);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
  }

  close(): void {
    try {
      this.flush();
      fsyncSync(this.fd);
    } finally {
      closeSync(this.fd);
    }
  }

  closeQuietly(): void {
    try {
      closeSync(this.fd);
    } catch {
      // Already closed after a failed flush.
    }
  }

  private flush(): void {
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
  }
}

/**
 * Writes `path` through `fill` so that it appears whole or not at all: a hidden temporary
 * sibling (in the same folder, so nothing is written anywhere the coach did not choose),
 * flushed, renamed over, the folder flushed.
 */
export function writeFileStreamed<T>(path: string, fill: (sink: TextSink) => T): T {
  removeUnfinishedWrites(path);
  const temp = hiddenSibling(path);
  let file: FlushedFile | undefined;
  try {
    file = new FlushedFile(temp);
    const result = fill(file);
    file.close();
    file = undefined;
    renameSync(temp, path);
    syncDirectory(dirname(path));
    return result;
  } catch (error) {
    file?.closeQuietly();
    rmSync(temp, { force: true });
    throw toStorageError(error, dirname(path));
  }
}

export interface FolderSink {
  /** Writes one file of the folder; `name` is a plain file name. */
  file<T>(name: string, fill: (sink: TextSink) => T): T;
}

/**
 * Creates the folder `path` with the files `fill` writes, all at once: they are written in a
 * hidden sibling folder, flushed, and the folder is renamed into place. An empty folder
 * already at `path` (one the coach just made in a picker) is replaced.
 */
export function writeFolderAtomic<T>(path: string, fill: (folder: FolderSink) => T): T {
  removeUnfinishedWrites(path);
  const temp = hiddenSibling(path);
  try {
    mkdirSync(temp, { mode: 0o700 });
    const result = fill({
      file(name, write) {
        const file = new FlushedFile(join(temp, basename(name)));
        try {
          const written = write(file);
          file.close();
          return written;
        } catch (error) {
          file.closeQuietly();
          throw error;
        }
      },
    });
    syncDirectory(temp);
    if (isEmptyFolder(path)) rmdirSync(path);
    renameSync(temp, path);
    syncDirectory(dirname(path));
    return result;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw toStorageError(error, dirname(path));
  }
}

function isEmptyFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory() && readdirSync(path).length === 0;
  } catch {
    return false;
  }
}
