import { createHash, timingSafeEqual } from 'node:crypto';
import { type FileHandle, open, stat, truncate } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../../shared/errors';
import {
  type BackupHeader,
  CHECKSUM_BYTES,
  corrupt,
  encodeTrailer,
  headerChecksum,
  parseHeader,
  PREAMBLE_FIXED_BYTES,
  preambleHeaderLength,
  TRAILER_FIXED_BYTES,
  trailerHeaderLength,
} from './format';
import type { BackupIo } from './io';

/** Large enough to stream quickly, small enough that a big practice is never held in memory twice. */
const CHUNK_BYTES = 1024 * 1024;

export interface ContainerInfo {
  header: BackupHeader;
  /** Where the database bytes start: at 0 in format 2, after the header in format 1. */
  databaseOffset: number;
  sizeBytes: number;
}

/**
 * Ends a backup file that already holds its database (format 2): appends the header, its
 * checksum, its length and the magic, and flushes the whole file to disk.
 */
export async function appendHeader(file: string, header: BackupHeader, io: BackupIo): Promise<void> {
  const out = await open(file, 'a');
  try {
    await io.write(out, encodeTrailer(header));
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
 * Copies the database out of the backup at `path` into the new file `copyTo`, flushed, for
 * the database check. Format 2: the file system copies the file, then it is cut to the
 * database. Format 1: the whole file is read once and its checksum checked on the way.
 * Refuses damaged or cut-short files.
 */
export async function extractDatabase(path: string, copyTo: string, options: { io: BackupIo; onProgress(fraction: number): void }): Promise<ContainerInfo> {
  const file = await openBackup(path);
  try {
    const info = await readHeaderFrom(file, path);
    if (info.header.formatVersion === 1) {
      await extractFormatOne(file, path, info, copyTo, options);
      return info;
    }
    await options.io.copyFile(path, copyTo);
    // Replaced meanwhile by a shorter file: cutting would pad it, and the check would refuse the padding.
    if ((await stat(copyTo)).size !== info.sizeBytes) throw corrupt(basename(path));
    await truncate(copyTo, info.header.database.bytes);
    await flushFile(copyTo);
    options.onProgress(1);
    return info;
  } finally {
    await file.close();
  }
}

/** Flushes a file's bytes to disk (a copy the file system made is not written yet). Opened for writing: Windows flushes no other handle. */
export async function flushFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function extractFormatOne(file: FileHandle, path: string, info: ContainerInfo, copyTo: string, options: { io: BackupIo; onProgress(fraction: number): void }): Promise<void> {
  const dbStart = info.databaseOffset;
  const dbEnd = dbStart + info.header.database.bytes;
  const hashedEnd = info.sizeBytes - CHECKSUM_BYTES;
  const out = await open(copyTo, 'wx', 0o600);
  try {
    const hash = createHash('sha256');
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let position = 0; position < hashedEnd; ) {
      const { bytesRead } = await file.read(buffer, 0, Math.min(CHUNK_BYTES, hashedEnd - position), position);
      if (bytesRead === 0) throw corrupt(basename(path));
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      const from = Math.max(position, dbStart) - position;
      const to = Math.min(position + bytesRead, dbEnd) - position;
      if (to > from) await options.io.write(out, chunk.subarray(from, to));
      position += bytesRead;
      options.onProgress(position / hashedEnd);
    }
    if (!timingSafeEqual(await readAt(file, hashedEnd, CHECKSUM_BYTES), hash.digest())) throw corrupt(basename(path));
    await out.sync();
  } finally {
    await out.close();
  }
}

/** Either layout: format 1 starts with the magic, format 2 ends with it. */
async function readHeaderFrom(file: FileHandle, path: string): Promise<ContainerInfo> {
  const name = basename(path);
  const { size } = await file.stat();
  const formatOneLength = preambleHeaderLength(await readAt(file, 0, Math.min(size, PREAMBLE_FIXED_BYTES)), name);
  if (formatOneLength !== null) {
    const databaseOffset = PREAMBLE_FIXED_BYTES + formatOneLength;
    const databaseBytes = size - databaseOffset - CHECKSUM_BYTES;
    if (databaseBytes < 0) throw corrupt(name);
    return { header: parseHeader(await readAt(file, PREAMBLE_FIXED_BYTES, formatOneLength), 1, databaseBytes, name), databaseOffset, sizeBytes: size };
  }
  const length = trailerHeaderLength(await readAt(file, Math.max(0, size - TRAILER_FIXED_BYTES), Math.min(size, TRAILER_FIXED_BYTES)), name);
  if (length === null) throw corrupt(name);
  const databaseBytes = size - TRAILER_FIXED_BYTES - CHECKSUM_BYTES - length;
  if (databaseBytes < 0) throw corrupt(name);
  const json = await readAt(file, databaseBytes, length);
  if (!timingSafeEqual(headerChecksum(json), await readAt(file, databaseBytes + length, CHECKSUM_BYTES))) throw corrupt(name);
  return { header: parseHeader(json, 2, databaseBytes, name), databaseOffset: 0, sizeBytes: size };
}

/** `length` bytes from `position`; zeros past the end of a file cut short meanwhile (its checksum then fails). */
async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  await file.read(buffer, 0, length, position);
  return buffer;
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
