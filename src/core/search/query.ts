import { foldForSearch } from './normalise';

const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const MAX_WORDS = 12;

/**
 * What the coach typed, as an FTS5 query: every word must appear (in any order), each
 * word of two letters or more also as the start of a longer one ("цел" finds "целите").
 * Words are quoted, so nothing typed is read as FTS5 syntax. Null when there is no word.
 */
export function toFtsQuery(text: string): string | null {
  const words = foldForSearch(text).match(WORD)?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"${[...word].length >= 2 ? '*' : ''}`).join(' ');
}
