import { HIDDEN_SIBLING_EXTRA_BYTES } from '../fs/atomic-write';

/**
 * File systems allow a name of 255 bytes (ext4 and APFS count UTF-8 bytes; NTFS counts 255
 * UTF-16 units, which a name within 255 UTF-8 bytes never exceeds). A Persian or Bulgarian
 * letter takes two bytes, an emoji four. The name must leave room for what is added to it:
 * " (200)" when a batch (at most 200 sessions) tells two documents of the same name apart,
 * and the hidden sibling a PDF is written through before it is renamed into place.
 */
const MAX_NAME_BYTES = 255;
const BATCH_SUFFIX_BYTES = ' (200)'.length;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A file name from words a coach typed (a client's name) that every system accepts: no path
 * separators or characters Windows refuses, no control characters, not too long.
 */
export function safeFileName(name: string, extension = 'pdf'): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const room = MAX_NAME_BYTES - HIDDEN_SIBLING_EXTRA_BYTES - BATCH_SUFFIX_BYTES - Buffer.byteLength(`.${extension}`);
  return `${cutToBytes(cleaned, room).trim() || 'document'}.${extension}`;
}

/**
 * The longest start of `text` within `maxBytes` of UTF-8 that ends between two characters as
 * a reader sees them: never inside an emoji (half of it would be saved as �) or between a
 * letter and its accent.
 */
export function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let end = 0;
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += Buffer.byteLength(segment);
    if (bytes > maxBytes) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/**
 * A client's name as it goes into a document's file name: cut (with "…") short enough that the
 * words and dates after it still fit, so two summaries of one client differ by their dates
 * rather than by " (2)". 150 bytes leave the longest wording (Bulgarian progress report, about
 * 65 bytes with its dates) inside the room `safeFileName` keeps.
 */
export function clientForFileName(name: string): string {
  const cut = cutToBytes(name, 150 - Buffer.byteLength('…'));
  return cut === name ? name : `${cut.trimEnd()}…`;
}
