import { createHash, timingSafeEqual } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../../shared/errors';
import { type BackupHeader, CHECKSUM_BYTES, corrupt, encodePreamble, headerLength, type ParsedHeader, parseHeader, PREAMBLE_FIXED_BYTES } from './format';
import type { BackupIo } from './io';

/** Large enough to stream quickly, small enough that a big practice is never held in memory twice. */
const CHUNK_BYTES = 1024 * 1024;

export interface ContainerInfo extends ParsedHeader {
  sizeBytes: number;
}

/**
 * Writes a new container at `target` (which must not exist): the header, the database file
 * streamed in chunks, and the checksum over both; flushed to disk before returning.
 */
export async function writeContainer(target: string, header: BackupHeader, databaseFile: string, io: BackupIo, onProgress: (fraction: number) => void): Promise<void> {
  const hash = createHash('sha256');
  const out = await open(target, 'wx', 0o600);
  try {
    const preamble = encodePreamble(header);
    hash.update(preamble);
    await io.write(out, preamble);
    const input = await open(databaseFile, 'r');
    try {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      let copied = 0;
      for (;;) {
        const { bytesRead } = await input.read(buffer, 0, CHUNK_BYTES, null);
        if (bytesRead === 0) break;
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        await io.write(out, chunk);
        copied += bytesRead;
        onProgress(copied / Math.max(1, header.database.bytes));
        io.reached('chunk-written');
      }
      if (copied !== header.database.bytes) throw new Error('the database copy changed size while it was being packed');
    } finally {
      await input.close();
    }
    await io.write(out, hash.digest());
    await out.sync();
  } finally {
    await out.close();
  }
}

/** Opens a backup and reads its header only: cheap enough for listing a folder. */
export async function readContainerHeader(path: string): Promise<ContainerInfo> {
  const file = await openBackup(path);
  try {
    return await readHeaderFrom(file, path);
  } finally {
    await file.close();
  }
}

/**
 * Reads the whole file once: checks the checksum and, when `extractTo` is given, copies the
 * database out of it into that new file (flushed). Refuses damaged or cut-short files.
 */
export async function checkContainer(path: string, options: { extractTo?: string; io: BackupIo; onProgress(fraction: number): void }): Promise<ContainerInfo> {
  const file = await openBackup(path);
  let out: FileHandle | undefined;
  try {
    const info = await readHeaderFrom(file, path);
    const dbStart = info.databaseOffset;
    const dbEnd = dbStart + info.header.database.bytes;
    const hashedEnd = info.sizeBytes - CHECKSUM_BYTES;
    out = options.extractTo ? await open(options.extractTo, 'wx', 0o600) : undefined;
    const hash = createHash('sha256');
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let position = 0; position < hashedEnd; ) {
      const { bytesRead } = await file.read(buffer, 0, Math.min(CHUNK_BYTES, hashedEnd - position), position);
      if (bytesRead === 0) throw corrupt(basename(path));
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      if (out) {
        const from = Math.max(position, dbStart) - position;
        const to = Math.min(position + bytesRead, dbEnd) - position;
        if (to > from) await options.io.write(out, chunk.subarray(from, to));
      }
      position += bytesRead;
      options.onProgress(position / hashedEnd);
    }
    const stored = Buffer.alloc(CHECKSUM_BYTES);
    await file.read(stored, 0, CHECKSUM_BYTES, hashedEnd);
    if (!timingSafeEqual(stored, hash.digest())) throw corrupt(basename(path));
    await out?.sync();
    return info;
  } finally {
    await out?.close();
    await file.close();
  }
}

async function readHeaderFrom(file: FileHandle, path: string): Promise<ContainerInfo> {
  const { size } = await file.stat();
  const start = Buffer.alloc(PREAMBLE_FIXED_BYTES);
  await file.read(start, 0, start.length, 0);
  const length = headerLength(start, basename(path));
  if (size < PREAMBLE_FIXED_BYTES + length + CHECKSUM_BYTES) throw corrupt(basename(path));
  const json = Buffer.alloc(length);
  await file.read(json, 0, length, PREAMBLE_FIXED_BYTES);
  return { ...parseHeader(json, size, basename(path)), sizeBytes: size };
}

async function openBackup(path: string): Promise<FileHandle> {
  try {
    const file = await open(path, 'r');
    if (!(await file.stat()).isFile()) {
      await file.close();
      throw corrupt(basename(path));
    }
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      throw new AppError('BACKUP_NOT_FOUND', `There is no backup file at ${path}. Check the name and the drive it is on, and try again.`, { path });
    }
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw corrupt(basename(path));
    throw error;
  }
}
