/**
 * Folding applied to everything indexed for search and to every query, so spellings a
 * coach treats as the same word match. SQLite's unicode61 tokenizer already ignores case
 * (Cyrillic too) and Latin accents; this adds what it does not know:
 *
 * - Persian half-space (ZWNJ) and joiners vanish: "می‌خواهم" and "میخواهم" are one word;
 * - Arabic yeh/alef maksura become Persian yeh, Arabic kaf Persian kaf, teh marbuta and
 *   heh with hamza plain heh; a hamza's seat stands for the letter with hamza (`REPLACED`);
 * - the ezafe after heh is one spelling however it is written, and the hamza seats of words
 *   like مسئول/مسؤول meet: a few folds that depend on the letters around (`foldAt`, `EZAFE`);
 * - tatweel (letter stretching) and harakat (short-vowel marks) vanish, and so do the
 *   invisible marks text copied from a chat or a web page brings in the middle of words
 *   (direction marks, embeddings and isolates, the soft hyphen, the grapheme joiner, a BOM);
 * - Persian and Arabic-Indic digits become 0–9, and presentation forms (from PDFs) their letters.
 *
 * It works one character at a time (a few look at their neighbours), so every folded
 * character can be traced back to the character it came from (`foldWithOrigins`): snippets
 * are cut from the coach's own text.
 */

/**
 * What the search index holds is folded text, so it depends on `foldChar`: raise this when
 * folding changes for any character. The next unlock rebuilds every index
 * (`syncSearchIndexes`); a test pins the folding of every character to this number. The
 * client list keeps its own folded text (clients.search_text): a migration refolds it
 * (clients/search-fold-migration.ts).
 */
export const SEARCH_FOLD_VERSION = 3;

const DROPPED = /[\u00ad\u034f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\u200c\u200d\u0640\u064b-\u065f\u0670\u0610-\u061a\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/;

/**
 * Letters written in place of one another. The hamza seats: Persian writers drop the hamza or
 * choose its seat differently (رئیس/رییس, پائیز/پاییز, مسائل/مسایل, سؤال/سوال, مؤسسه/موسسه,
 * تأثیر/تاثیر), and a hamza typed as a separate mark (ي/و/ا + U+0654, dropped below) already
 * left the bare seat. ء standing alone keeps its place except at the end of a word (`foldAt`):
 * جزء is not جز.
 */
const REPLACED: Record<string, string> = {
  '\u064a': '\u06cc', // ي Arabic yeh → ی
  '\u0649': '\u06cc', // ى alef maksura → ی
  '\u0643': '\u06a9', // ك Arabic kaf → ک
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u06c0': '\u0647', // ۀ heh with yeh above (the ezafe) → ه, as هٔ (its hamza mark is dropped)
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا: typed as ا often enough, and ا + U+0653 (its madda as a mark) already folded so
  '\u0671': '\u0627', // ٱ → ا
  '\u0626': '\u06cc', // ئ → ی (رئیس finds رییس), but before و see `foldAt`
  '\u0624': '\u0648', // ؤ → و (سؤال finds سوال)
};

/** The letters of a word as FTS5's tokenizer and `queryTerms` see them. */
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}\\p{Co}]';

/**
 * Folds that depend on the letters around (`foldAt`, `EZAFE`). "At the end of a word" looks
 * past dropped characters (a kasra, a direction mark): the next one that stays must not be a
 * letter of a word.
 */
function wordEnd(): string {
  return `(?=${DROPPED.source}*(?!${WORD_CHAR}|${DROPPED.source}))`;
}
const WORD_END = new RegExp(wordEnd(), 'uy');

/**
 * The ezafe after heh written out: برنامه‌ی (ZWNJ + yeh), or برنامه ی (a space where the keyboard
 * has no half-space), is برنامهٔ and برنامۀ, which fold to برنامه: its yeh (the last character
 * matched) is dropped. Only a whole-word yeh after heh + ZWNJ or spaces: ماهی, گاهی, زندگی and کی
 * keep theirs. Looked for apart from FOLDABLE, from the heh: one pattern with these in it
 * folded Persian text three times slower.
 */
const EZAFE = new RegExp(`\\u0647(?:\\u200c|[ \\u00a0]+)[\\u06cc\\u064a\\u0649]${wordEnd()}`, 'gu');

/** ء after these, at the end of a word, is dropped (ابتداء/ابتدا, املاء/املا, شیء/شی, and برنامهء, the ezafe typed as a letter); after others it stays: جزء, سوء. */
const BEFORE_FINAL_HAMZA = '\u0627\u0647\u06cc\u064a\u0649';

/** The character at `at` of `text` folded: `foldChar`, but for the hamzas whose fold depends on the letters around. */
function foldAt(text: string, at: number, char: string): string {
  // A hamza on yeh before waw is the same word as on waw: مسئول/مسؤول (and مسوول), شئون/شؤون.
  if (char === '\u0626' && text.charCodeAt(at + 1) === 0x0648) return '\u0648';
  if (char === '\u0621') {
    WORD_END.lastIndex = at + 1;
    return at > 0 && BEFORE_FINAL_HAMZA.includes(text[at - 1]!) && WORD_END.test(text) ? '' : char;
  }
  return foldChar(char);
}

/** One character folded alone: the definition both functions below apply (through `foldAt`), each only where it may change something. */
export function foldChar(char: string): string {
  if (DROPPED.test(char)) return '';
  const replaced = REPLACED[char];
  if (replaced) return replaced;
  const code = char.codePointAt(0)!;
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0); // ۰–۹
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660); // ٠–٩
  // Compatibility forms (Arabic presentation forms, full-width letters, ligatures) → their letters.
  if (code >= 0xfb00 || (code >= 0x2000 && code < 0x2070)) {
    const compatible = char.normalize('NFKC');
    if (compatible !== char) return [...compatible].map(foldChar).join('');
  }
  return char;
}

/**
 * Every character `foldChar` (or `foldAt`) may change (the rest it returns as they are), so only
 * those are looked at: indexing thousands of notes at once spent its time folding letters that stay.
 */
const FOLDABLE = /[\u00ad\u034f\u061c\u200c\u200d\u0640\u064b-\u065f\u0670\u0610-\u061a\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u064a\u0649\u0643\u0629\u06c0\u0622\u0623\u0625\u0624\u0626\u0621\u0671\u06f0-\u06f9\u0660-\u0669\u2000-\u206f\ufb00-\u{10ffff}]/gu;

export function foldForSearch(text: string): string {
  // Dropping an ezafe's yeh first changes no other fold: it is followed by no letter.
  return text.replace(EZAFE, (match) => match.slice(0, -1)).replace(FOLDABLE, (char: string, at: number, whole: string) => foldAt(whole, at, char));
}

/** Where in `text` the yeh of each ezafe written out is (see EZAFE), in order. */
function ezafeYehs(text: string): number[] {
  return Array.from(text.matchAll(EZAFE), (match) => match.index + match[0].length - 1);
}

/**
 * The folded text, and for each of its UTF-16 units the index in `text` of the character
 * it came from (plus one entry for the end), to map found words back to the original.
 * Like `foldForSearch`, only the characters that may fold are looked at: a snippet folds the
 * whole of a note for every hit shown.
 */
export function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  const ezafe = ezafeYehs(text);
  let next = 0;
  let folded = '';
  const origins: number[] = [];
  let unchangedFrom = 0;
  /** Copies `text` from `unchangedFrom` up to `to` as it is, but for the ezafe yehs in it. */
  const keepUpTo = (to: number) => {
    for (; next < ezafe.length && ezafe[next]! < to; next++) {
      copy(unchangedFrom, ezafe[next]!);
      unchangedFrom = ezafe[next]! + 1;
    }
    copy(unchangedFrom, to);
  };
  const copy = (from: number, to: number) => {
    folded += text.slice(from, to);
    for (let i = from; i < to; i++) origins.push(i);
  };
  for (const match of text.matchAll(FOLDABLE)) {
    const at = match.index;
    keepUpTo(at);
    const piece = ezafe[next] === at ? (next++, '') : foldAt(text, at, match[0]);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origins.push(at);
    unchangedFrom = at + match[0].length;
  }
  keepUpTo(text.length);
  origins.push(text.length);
  return { folded, origins };
}
