import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { z } from 'zod';
import { BackupReason, RecordCounts } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { KeyFile } from '../vault/key-file';

/**
 * The backup container (docs/backup-format.md describes it for people). Format 2, written now:
 *
 *   database   the encrypted database copy      header.database.bytes bytes
 *   header     JSON, UTF-8                      N bytes
 *   checksum   SHA-256 of the header            32 bytes
 *   length     N                                4 bytes, unsigned big-endian
 *   magic      "COACHDESK-BACKUP\n"             17 bytes, ASCII
 *
 * The database comes first so that the file system copies it into place and the check reads
 * it where it lies: nothing passes through this process, and it is written to the drive once.
 * It needs no checksum of its own: every check authenticates every page with the key (an HMAC
 * per page, a stronger proof than a checksum), and the header gives its exact length.
 *
 * Format 1, written before and still read, put the magic, N and the header first, and a SHA-256
 * of everything before it at the end.
 *
 * The header is readable without a key (so a coach can see what a file holds before
 * restoring it) and therefore holds nothing a coach typed: versions, a time, the reason,
 * table names with row counts, and the key slots, which are themselves encrypted.
 */
export { BACKUP_EXTENSION } from '../../shared/contract';
export const FORMAT_VERSION = 2;
const MAGIC = Buffer.from('COACHDESK-BACKUP\n', 'ascii');
export const CHECKSUM_BYTES = 32;
const LENGTH_BYTES = 4;
/** Format 1's magic and header length, at the start of the file. */
export const PREAMBLE_FIXED_BYTES = MAGIC.length + LENGTH_BYTES;
/** Format 2's header length and magic, the last bytes of the file. */
export const TRAILER_FIXED_BYTES = LENGTH_BYTES + MAGIC.length;
const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * The key slots as they were when the backup was made. The device slot is left out: it
 * only works with this computer's key store, and a backup is meant to travel.
 * Key-derivation costs are capped, so a crafted file cannot make us allocate gigabytes.
 */
const BackupKeys = KeyFile.extend({ slots: KeyFile.shape.slots.omit({ device: true }) }).refine(
  (keys) => keys.slots.passphrase.kdf.memoryCost <= 4 * 1024 * 1024 && keys.slots.passphrase.kdf.timeCost <= 64,
  'key derivation costs out of range',
);
export type BackupKeys = z.infer<typeof BackupKeys>;

export const BackupHeader = z.object({
  format: z.literal('coachdesk-backup'),
  formatVersion: z.literal([1, FORMAT_VERSION]),
  appVersion: z.string().max(64),
  schemaVersion: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  reason: BackupReason,
  counts: RecordCounts,
  database: z.object({ bytes: z.number().int().min(0) }),
  keys: BackupKeys,
});
export type BackupHeader = z.infer<typeof BackupHeader>;

/** The key file as a backup carries it. */
export function backupKeys(keyFile: KeyFile): BackupKeys {
  const { device: _device, ...slots } = keyFile.slots;
  return { ...keyFile, slots };
}

/** Format 2's end of file: the header, its checksum, its length and the magic. */
export function encodeTrailer(header: BackupHeader): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(json.length);
  return Buffer.concat([json, headerChecksum(json), length, MAGIC]);
}

/** Format 1's header length from the first PREAMBLE_FIXED_BYTES of a file; null when the file does not start like one. */
export function preambleHeaderLength(start: Buffer, fileName: string): number | null {
  if (start.length < PREAMBLE_FIXED_BYTES || !start.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  return checkedLength(start.readUInt32BE(MAGIC.length), fileName);
}

/** Format 2's header length from the last TRAILER_FIXED_BYTES of a file; null when the file does not end like one. */
export function trailerHeaderLength(end: Buffer, fileName: string): number | null {
  if (end.length < TRAILER_FIXED_BYTES || !end.subarray(LENGTH_BYTES).equals(MAGIC)) return null;
  return checkedLength(end.readUInt32BE(0), fileName);
}

function checkedLength(length: number, fileName: string): number {
  if (length === 0 || length > MAX_HEADER_BYTES) throw corrupt(fileName);
  return length;
}

/**
 * Checks the header, that it belongs to the layout it was found in (`layout`), and that the
 * file leaves exactly `databaseBytes` for the database (a cut-short copy is refused here,
 * before anything is read further). A newer format is refused by name.
 */
export function parseHeader(json: Buffer, layout: 1 | 2, databaseBytes: number, fileName: string): BackupHeader {
  let raw: unknown;
  try {
    raw = JSON.parse(json.toString('utf8'));
  } catch {
    throw corrupt(fileName);
  }
  const version = z.object({ format: z.literal('coachdesk-backup'), formatVersion: z.number().int(), appVersion: z.string().max(64).optional() }).safeParse(raw);
  if (!version.success) throw corrupt(fileName);
  if (version.data.formatVersion > FORMAT_VERSION) {
    throw tooNew(version.data.appVersion ?? '(unknown version)', `backup format ${version.data.formatVersion}`);
  }
  const parsed = BackupHeader.safeParse(raw);
  if (!parsed.success || parsed.data.formatVersion !== layout || parsed.data.database.bytes !== databaseBytes) throw corrupt(fileName);
  return parsed.data;
}

/** Format 2's checksum of its header (the database's pages carry their own). */
export const headerChecksum = (json: Buffer) => createHash('sha256').update(json).digest();

/** A backup whose data version this Coachdesk cannot read is refused, never opened. */
export function assertReadable(header: BackupHeader, supportedSchema: number, appVersion: string): void {
  if (header.schemaVersion > supportedSchema) throw tooNew(header.appVersion, `data version ${header.schemaVersion}`, supportedSchema, appVersion);
}

/**
 * Whether the file at `path` begins (format 1) or ends (format 2) with a backup's magic: a
 * backup whatever its name, since `backup create --out FILE` writes exactly FILE.
 */
export function looksLikeBackup(path: string): boolean {
  let fd: number | undefined;
  try {
    // Only a file is read: opening a named pipe waits for a writer, which would hold up the app.
    if (!statSync(path).isFile()) return false;
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size < MAGIC.length) return false;
    const start = Buffer.alloc(MAGIC.length);
    const end = Buffer.alloc(MAGIC.length);
    readSync(fd, start, 0, MAGIC.length, 0);
    readSync(fd, end, 0, MAGIC.length, size - MAGIC.length);
    return start.equals(MAGIC) || end.equals(MAGIC);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function corrupt(fileName: string): AppError {
  return new AppError(
    'BACKUP_CORRUPT',
    `The backup ${fileName} is damaged or incomplete (it is not whole, or its contents do not check out), so it cannot be used. Choose another backup; nothing was changed.`,
    { fileName },
  );
}

function tooNew(writtenBy: string, what: string, supported?: number, appVersion?: string): AppError {
  const reads = supported === undefined ? '' : ` This is Coachdesk ${appVersion}, which reads up to data version ${supported}.`;
  return new AppError('BACKUP_TOO_NEW', `This backup was made by Coachdesk ${writtenBy} (${what}).${reads} Install the newer Coachdesk to restore it; nothing was changed.`, {
    writtenBy,
  });
}
