import { z } from 'zod';
import { BackupReason, RecordCounts } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { KeyFile } from '../vault/key-file';

/**
 * The backup container, version 1 (docs/backup-format.md describes it for people):
 *
 *   magic      "COACHDESK-BACKUP\n"           17 bytes, ASCII
 *   length     header length N                 4 bytes, unsigned big-endian
 *   header     JSON, UTF-8                      N bytes
 *   database   the encrypted database copy      header.database.bytes bytes
 *   checksum   SHA-256 of every byte above      32 bytes
 *
 * The header is readable without a key (so a coach can see what a file holds before
 * restoring it) and therefore holds nothing a coach typed: versions, a time, the reason,
 * table names with row counts, and the key slots, which are themselves encrypted.
 */
export const BACKUP_EXTENSION = '.coachdesk-backup';
export const FORMAT_VERSION = 1;
export const MAGIC = Buffer.from('COACHDESK-BACKUP\n', 'ascii');
export const CHECKSUM_BYTES = 32;
const LENGTH_BYTES = 4;
export const PREAMBLE_FIXED_BYTES = MAGIC.length + LENGTH_BYTES;
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
  formatVersion: z.literal(FORMAT_VERSION),
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

export function encodePreamble(header: BackupHeader): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json]);
}

/** The header's length from the fixed-size start of a file, or a refusal if it is not ours. */
export function headerLength(start: Buffer, fileName: string): number {
  if (start.length < PREAMBLE_FIXED_BYTES || !start.subarray(0, MAGIC.length).equals(MAGIC)) throw corrupt(fileName);
  const length = start.readUInt32BE(MAGIC.length);
  if (length === 0 || length > MAX_HEADER_BYTES) throw corrupt(fileName);
  return length;
}

export interface ParsedHeader {
  header: BackupHeader;
  /** Where the database bytes start. */
  databaseOffset: number;
}

/**
 * Checks the header and that the file is exactly as long as it says (a cut-short copy is
 * refused here, before anything is read further). A newer format is refused by name.
 */
export function parseHeader(json: Buffer, fileSize: number, fileName: string): ParsedHeader {
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
  if (!parsed.success) throw corrupt(fileName);
  const databaseOffset = PREAMBLE_FIXED_BYTES + json.length;
  if (fileSize !== databaseOffset + parsed.data.database.bytes + CHECKSUM_BYTES) throw corrupt(fileName);
  return { header: parsed.data, databaseOffset };
}

/** A backup whose data version this Coachdesk cannot read is refused, never opened. */
export function assertReadable(header: BackupHeader, supportedSchema: number, appVersion: string): void {
  if (header.schemaVersion > supportedSchema) throw tooNew(header.appVersion, `data version ${header.schemaVersion}`, supportedSchema, appVersion);
}

export function corrupt(fileName: string): AppError {
  return new AppError(
    'BACKUP_CORRUPT',
    `The backup ${fileName} is damaged or incomplete (it is not whole, or its checksum does not match), so it cannot be used. Choose another backup; nothing was changed.`,
    { fileName },
  );
}

function tooNew(writtenBy: string, what: string, supported?: number, appVersion?: string): AppError {
  const reads = supported === undefined ? '' : ` This is Coachdesk ${appVersion}, which reads up to data version ${supported}.`;
  return new AppError('BACKUP_TOO_NEW', `This backup was made by Coachdesk ${writtenBy} (${what}).${reads} Install the newer Coachdesk to restore it; nothing was changed.`, {
    writtenBy,
  });
}
