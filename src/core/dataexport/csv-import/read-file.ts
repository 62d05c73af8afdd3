import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { CsvEncoding, LegacyEncoding } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/languages';
import { decodeLegacy, guessLegacyEncoding } from './legacy-encoding';

/** Far more clients than any coach has; past it the file is not a client list. */
const MAX_BYTES = 20 * 1024 * 1024;
const UNICODE_MARKS: { mark: number[]; encoding: 'utf-8-bom' | 'utf-16le' | 'utf-16be'; decoder: string }[] = [
  { mark: [0xef, 0xbb, 0xbf], encoding: 'utf-8-bom', decoder: 'utf-8' },
  { mark: [0xff, 0xfe], encoding: 'utf-16le', decoder: 'utf-16le' },
  { mark: [0xfe, 0xff], encoding: 'utf-16be', decoder: 'utf-16be' },
];

export interface CsvText {
  text: string;
  encoding: CsvEncoding;
  /** SHA-256 of the bytes: the import refuses a file that changed since it was previewed. */
  fingerprint: string;
}

/**
 * The file's text: Unicode as its byte-order mark says (spreadsheet programs write one before
 * UTF-8 and UTF-16), else UTF-8 when its bytes are, else in a legacy encoding, `legacy` or the
 * one guessed (the preview shows the names read, and the coach can choose another). A file with
 * a zero byte and no mark is another program's (a workbook, a PDF), not a CSV.
 */
export function readCsvFile(path: string, language: Language, legacy?: LegacyEncoding): CsvText {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new AppError('IMPORT_FILE_NOT_FOUND', `There is no file at ${path}. Check the name and the drive it is on, and try again.`, { path });
  const file = basename(path);
  if (stat.size > MAX_BYTES) throw new AppError('CSV_TOO_LARGE', `${file} is larger than 20 MB, too large for a list of clients. Split it into smaller files; nothing was imported.`, { file });
  const bytes = readFileSync(path);
  const { text, encoding } = decode(bytes, file, language, legacy);
  if (!text.trim()) throw new AppError('CSV_EMPTY', `${file} is empty. Choose the file with your client list; nothing was imported.`, { file });
  return { text, encoding, fingerprint: createHash('sha256').update(bytes).digest('hex') };
}

function decode(bytes: Buffer, file: string, language: Language, legacy: LegacyEncoding | undefined): Omit<CsvText, 'fingerprint'> {
  const marked = UNICODE_MARKS.find(({ mark }) => bytes.subarray(0, mark.length).equals(Buffer.from(mark)));
  const notText = () => new AppError('CSV_NOT_TEXT', `${file} is not a CSV file: it looks like a workbook or another program's file. Open it in your spreadsheet program and save it as "CSV UTF-8"; nothing was imported.`, { file });
  if (marked) {
    try {
      return { text: new TextDecoder(marked.decoder, { fatal: true }).decode(bytes.subarray(marked.mark.length)), encoding: marked.encoding };
    } catch {
      throw notText();
    }
  }
  if (bytes.includes(0)) throw notText();
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    if (!legacy && mostlyUtf8(bytes)) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
    const encoding = legacy ?? guessLegacyEncoding(bytes, language);
    return { text: decodeLegacy(bytes, encoding), encoding };
  }
}

/**
 * A UTF-8 file with a few bad bytes (a row pasted from elsewhere): read as UTF-8, the bad bytes
 * as U+FFFD, which keeps those rows out (client-row.ts), rather than every Cyrillic or Persian
 * name in it garbled as a legacy encoding. A legacy file's letters (0xC0–0xFF) seldom form
 * valid UTF-8 sequences, so many valid ones against few bad bytes are a UTF-8 file.
 */
function mostlyUtf8(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8').decode(bytes);
  let bad = 0;
  let good = 0;
  for (const char of text) {
    if (char === '\uFFFD') bad++;
    else if (char.codePointAt(0)! > 0x7f) good++;
  }
  return good >= 10 * bad;
}
