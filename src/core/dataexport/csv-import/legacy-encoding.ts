import iconv from 'iconv-lite';
import type { LegacyEncoding } from '../../../shared/contract';
import type { Language } from '../../../shared/languages';

/** The encoding a spreadsheet program saves "CSV" in on a computer set to the coach's language. */
const DEFAULT_FOR: Record<Language, LegacyEncoding> = { bg: 'windows-1251', fa: 'windows-1256', en: 'windows-1252', ms: 'windows-1252' };

const LETTERS = /[\p{L}\p{M}]+/gu;
const SCRIPTS = [/\p{Script=Cyrillic}/u, /\p{Script=Arabic}/u, /\p{Script=Latin}/u];
// A cased word reads lower case, upper case, or with a capital first.
const CASED = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+)$/u;

/**
 * Which of the three legacy encodings our coaches' spreadsheets write a file that is not UTF-8
 * in. Most bytes above 127 are letters in all three, so the file's words are read in each,
 * and the one in which most words look like words wins: in one script (Cyrillic read as
 * Windows-1256 mixes Arabic letters with é and à), cased as words are (Persian read as
 * Windows-1251 gives "Ъбн"), and, in Latin, mostly plain letters (Cyrillic read as
 * Windows-1252 gives "Èâàí"). A tie goes to the encoding of the coach's language. (chardet,
 * tried first, named ISO-8859-1 for a Persian client list of a few rows.)
 */
export function guessLegacyEncoding(bytes: Uint8Array, language: Language): LegacyEncoding {
  const preferred = DEFAULT_FOR[language];
  // Windows-1256 holds é, è, à and ç where Windows-1252 does: a Western text reads the same in
  // both, and is named Western unless the coach works in Persian.
  const candidates: LegacyEncoding[] = [preferred, ...(['windows-1252', 'windows-1251', 'windows-1256'] as const).filter((encoding) => encoding !== preferred)];
  let best = preferred;
  let bestScore = -Infinity;
  for (const encoding of candidates) {
    const score = wordScore(decodeLegacy(bytes, encoding));
    if (score > bestScore) [best, bestScore] = [encoding, score];
  }
  return best;
}

/**
 * Node's own decoder (20.x) reads Windows-1252 as Latin-1, turning the quotes, dashes and euro
 * sign a spreadsheet writes into control characters; iconv-lite reads all three as Windows does.
 */
export const decodeLegacy = (bytes: Uint8Array, encoding: LegacyEncoding): string => iconv.decode(Buffer.from(bytes), encoding);

/** Words that look like words, less those that do not, among the words with a letter outside ASCII. */
function wordScore(text: string): number {
  let score = 0;
  for (const [word] of text.matchAll(LETTERS)) {
    const letters = [...word].filter((char) => /\p{L}/u.test(char));
    const beyondAscii = letters.filter((char) => char > '\u007f').length;
    if (beyondAscii === 0) continue;
    score += looksLikeAWord(word, letters, beyondAscii) ? 1 : -1;
  }
  return score;
}

function looksLikeAWord(word: string, letters: string[], beyondAscii: number): boolean {
  const scripts = SCRIPTS.filter((script) => letters.some((char) => script.test(char)));
  if (scripts.length !== 1) return false;
  const bare = letters.join('');
  if (/\p{Lu}|\p{Ll}/u.test(bare) && !CASED.test(bare)) return false;
  return scripts[0] !== SCRIPTS[2] || beyondAscii * 2 <= letters.length || word.length === 1;
}
