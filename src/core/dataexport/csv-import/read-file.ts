import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError } from '../../../shared/errors';

/** Far more clients than any coach has; past it the file is not a client list. */
const MAX_BYTES = 20 * 1024 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface CsvText {
  text: string;
  encoding: 'utf-8' | 'utf-8-bom';
  /** SHA-256 of the bytes: the import refuses a file that changed since it was previewed. */
  fingerprint: string;
}

/**
 * The file's text. Only UTF-8 is read (with or without the byte-order mark spreadsheet
 * programs write): a file in another encoding would turn Cyrillic or Persian names into
 * nonsense silently, so it is refused with a sentence saying how to save it as UTF-8.
 */
export function readCsvFile(path: string): CsvText {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new AppError('IMPORT_FILE_NOT_FOUND', `There is no file at ${path}. Check the name and the drive it is on, and try again.`, { path });
  if (stat.size > MAX_BYTES) throw new AppError('CSV_TOO_LARGE', `${basename(path)} is larger than 20 MB, too large for a list of clients. Split it into smaller files; nothing was imported.`, { file: basename(path) });
  const bytes = readFileSync(path);
  const hasBom = bytes.subarray(0, 3).equals(BOM);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(hasBom ? bytes.subarray(3) : bytes);
  } catch {
    throw new AppError('CSV_NOT_UTF8', `${basename(path)} is not in UTF-8, so names in it would be garbled. Save it again as "CSV UTF-8" (in Excel or LibreOffice: Save as… → CSV, character set UTF-8); nothing was imported.`, {
      file: basename(path),
    });
  }
  if (!text.trim()) throw new AppError('CSV_EMPTY', `${basename(path)} is empty. Choose the file with your client list; nothing was imported.`, { file: basename(path) });
  return { text, encoding: hasBom ? 'utf-8-bom' : 'utf-8', fingerprint: createHash('sha256').update(bytes).digest('hex') };
}
