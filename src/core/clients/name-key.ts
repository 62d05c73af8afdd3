/**
 * The client's name as the lists sort it: `clients.name_key`, compared by SQLite byte for byte.
 *
 * Why it exists: SQLite's NOCASE folds ASCII letters only and otherwise orders by code point, so
 * Persian پ چ ژ ک گ ی went after و and ه, Bulgarian lower-case names after every upper-case one,
 * and "Émile" after "Zoe". better-sqlite3 cannot register a collation, and `Intl.Collator` gives
 * no sort keys, so the key is built here, once per write of `full_name` (`nameKey` is the only
 * way it is computed), and the clients' name indexes hold it.
 *
 * Its plain binary order (UTF-8, which is code point order) follows ICU's order of one script
 * (`Intl.Collator` for fa, bg, en) at the first level, case and accents ignored:
 * - Latin and Cyrillic: each letter decomposed (NFD), its marks dropped, lower-cased, so É is e
 *   and Ѝ is и. Й keeps its breve (a letter of its own in Bulgarian, as ICU has it), and a few
 *   Latin letters ICU reads as others (ß as ss, æ as ae, ø as o, …) are spelled so. The
 *   Bulgarian alphabet is already in code point order.
 * - Persian and Arabic letters: a table of the Persian alphabet (ICU's fa order: آ, ا, the
 *   hamza forms, ب پ ت … ن و ه ی), each letter one character from U+0621 on; the Arabic forms
 *   ك ي ى ة of a Persian letter are that letter, as a Persian keyboard and an Arabic one type it.
 *   Vowel marks, tatweel and the half-space (ZWNJ) are dropped, as ICU ignores them.
 * - Persian and Arabic-Indic digits are 0–9. Spaces and punctuation come before digits and
 *   letters, in ICU's order (`PUNCTUATION`), and scripts stay apart in code point order (Latin, Cyrillic,
 *   Arabic), as ICU's root order has them.
 * After that first-level key comes U+0001 (below any character it holds, so "Ann" sorts before
 * "Anna") and the name as written: names that read the same sort by their spelling, the same
 * order every time; the lists add the client's id after it.
 */
export function nameKey(fullName: string): string {
  let key = '';
  for (const char of fullName.normalize('NFC')) key += FOLDED.get(char) ?? fold(char);
  return `${key}\u0001${fullName}`;
}

/** The Persian alphabet in ICU's fa order; letters in one string are one letter. */
const PERSIAN_ALPHABET = [
  'آ', 'اٱ', 'ءأإؤئ', 'ب', 'پ', 'ت', 'ث', 'ج', 'چ', 'ح', 'خ', 'د', 'ذ', 'ر', 'ز', 'ژ', 'س', 'ش',
  'ص', 'ض', 'ط', 'ظ', 'ع', 'غ', 'ف', 'ق', 'کك', 'گ', 'ل', 'م', 'ن', 'و', 'هةۀھ', 'یيى',
];

/** Latin letters ICU reads as other letters at the first level. */
const LATIN_AS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

/**
 * The punctuation names hold, in ICU's order (space, then - , . ' ’ "), as the characters after
 * the space: by code point the apostrophe would come before the hyphen.
 */
const PUNCTUATION = ['-', ',', '.', "'", '’', '"'];

/** Characters ICU ignores in names: tatweel, zero-width non-joiner and joiner. */
const IGNORED = ['\u0640', '\u200c', '\u200d'];

const FOLDED = new Map<string, string>([
  ...PERSIAN_ALPHABET.flatMap((letters, place) => [...letters].map((letter): [string, string] => [letter, String.fromCharCode(0x0621 + place)])),
  ...Object.entries(LATIN_AS).flatMap(([letter, as]): [string, string][] => [[letter, as], [letter.toUpperCase(), as]]),
  ...PUNCTUATION.map((char, place): [string, string] => [char, String.fromCharCode(0x21 + place)]),
  ...IGNORED.map((char): [string, string] => [char, '']),
  // Persian (۰–۹) and Arabic-Indic (٠–٩) digits
  ...Array.from({ length: 10 }, (_, d): [string, string][] => [[String.fromCharCode(0x06f0 + d), String(d)], [String.fromCharCode(0x0660 + d), String(d)]]).flat(),
]);

/** Й and й keep their breve: the one mark that makes a letter of its own here. */
const WHOLE_LETTERS = new Set(['й', 'Й']);

/** One character outside the table: lower-cased, its marks (accents, Arabic vowel signs) dropped. */
function fold(char: string): string {
  if (WHOLE_LETTERS.has(char)) return 'й';
  const folded = char.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '');
  return FOLDED.get(folded) ?? folded;
}
