import { foldForSearch } from './normalise';

const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
/** As `search_numbers` (sql-functions.ts) finds the numbers it indexes. */
const NUMBER = /\p{Nd}+/gu;
const MAX_WORDS = 12;

/** A word of the query; `prefix`: it also matches as the start of a longer word. */
export interface QueryTerm {
  word: string;
  prefix: boolean;
}

/**
 * What the coach typed, as words: every word must appear (in any order), each of two letters
 * or more also as the start of a longer one ("цел" finds "целите"), so search works as you type.
 */
export function queryTerms(text: string): QueryTerm[] {
  const words = foldForSearch(text).match(WORD)?.slice(0, MAX_WORDS) ?? [];
  return words.map((word) => ({ word, prefix: [...word].length >= 2 }));
}

/** The terms as an FTS5 query; each word quoted, so nothing typed is read as FTS5 syntax. */
export function toFtsQuery(terms: readonly QueryTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms.map(({ word, prefix }) => `"${word}"${prefix ? '*' : ''}`).join(' ');
}

/**
 * How the index compares words: case ignored, and accents on Latin letters (as SQLite's
 * unicode61 tokenizer with remove_diacritics does; other scripts keep theirs: й is not и).
 */
export function comparable(word: string): string {
  return withoutLatinAccents(word.toLowerCase());
}

/** The accents on Latin letters removed ("é" is "e"); every other script's marks kept. */
export function withoutLatinAccents(text: string): string {
  // Nothing decomposes (most words): no accent to remove. Snippets compare every word of a note.
  if (text.normalize('NFD') === text) return text;
  let out = '';
  for (const char of text) {
    const decomposed = char.normalize('NFD');
    out += decomposed.charCodeAt(0) < 0x250 ? decomposed.replace(/\p{M}/gu, '') : char;
  }
  return out;
}

/**
 * [start, end) of every word of `folded` that a term matches, in `folded`'s positions; with
 * `numbersWithinWords`, a word's own numbers count as words too (the index holds a client
 * code's number so: "0001" finds C0001).
 */
export function matchingWords(folded: string, terms: readonly QueryTerm[], numbersWithinWords = false): [number, number][] {
  const wanted = terms.map((term) => ({ ...term, word: comparable(term.word) }));
  const matches = (word: string) => wanted.some((term) => word === term.word || (term.prefix && word.startsWith(term.word)));
  const ranges: [number, number][] = [];
  for (const match of folded.matchAll(WORD)) {
    if (matches(comparable(match[0]))) ranges.push([match.index, match.index + match[0].length]);
    else if (numbersWithinWords) {
      for (const number of match[0].matchAll(NUMBER)) if (matches(number[0])) ranges.push([match.index + number.index, match.index + number.index + number[0].length]);
    }
  }
  return ranges;
}
