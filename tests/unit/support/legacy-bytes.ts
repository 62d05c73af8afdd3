import iconv from 'iconv-lite';
import type { LegacyEncoding } from '../../../src/shared/contract';

/**
 * `text` as a spreadsheet program saves it in a legacy encoding. Persian's ی, which
 * Windows-1256 lacks, is saved as the Arabic ي, as Windows does.
 */
export function legacyBytes(text: string, encoding: LegacyEncoding): Buffer {
  const saved = encoding === 'windows-1256' ? text.replaceAll('\u06cc', '\u064a') : text;
  const bytes = iconv.encode(saved, encoding);
  if (iconv.decode(bytes, encoding) !== saved) throw new Error(`${encoding} cannot hold all of ${text}`);
  return bytes;
}
