/**
 * Folding applied to everything indexed for search and to every query, so spellings a
 * coach treats as the same word match. SQLite's unicode61 tokenizer already ignores case
 * (Cyrillic too) and Latin accents; this adds what it does not know:
 *
 * - Persian half-space (ZWNJ) and joiners vanish: "می‌خواهم" and "میخواهم" are one word;
 * - Arabic yeh/alef maksura become Persian yeh, Arabic kaf Persian kaf, teh marbuta and
 *   heh with hamza plain heh; a hamza's seat stands for the letter with hamza (`REPLACED`);
 * - the ezafe after heh is one spelling however it is written, and the hamza seats of words
 *   like مسئول/مسؤول meet: a few folds that depend on the letters around (`IN_PLACE`);
 * - tatweel (letter stretching) and harakat (short-vowel marks) vanish, and so do the
 *   invisible marks text copied from a chat or a web page brings in the middle of words
 *   (direction marks, embeddings and isolates, the soft hyphen, the grapheme joiner, a BOM);
 * - Persian and Arabic-Indic digits become 0–9, and presentation forms (from PDFs) their letters.
 *
 * It works one character at a time, so every folded character can be traced back to the
 * character it came from (`foldWithOrigins`): snippets are cut from the coach's own text.
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
 * left the bare seat. ء standing alone keeps its place except at the end of a word (`IN_PLACE`):
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
  '\u0626': '\u06cc', // ئ → ی (رئیس finds رییس), but before و see IN_PLACE
  '\u0624': '\u0648', // ؤ → و (سؤال finds سوال)
};

/** The letters of a word as FTS5's tokenizer and `queryTerms` see them. */
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}\\p{Co}]';

/**
 * Folds that depend on the letters around: each a character (matched first, so the scan stays
 * cheap), the context it needs as lookarounds, and what it becomes. Every one is a single
 * character, so origins stay one to one. "At the end of a word" looks past dropped characters
 * (a kasra, a direction mark): the next letter that stays must not be a word's.
 */
const IN_PLACE: { pattern: string; to: string }[] = [
  // The ezafe after heh written out: برنامه‌ی (ZWNJ + yeh), or برنامه ی (a space where the
  // keyboard has no half-space) is برنامهٔ and برنامۀ, which fold to برنامه. Only a whole-word
  // yeh after heh + ZWNJ or spaces: ماهی, گاهی, زندگی and کی keep theirs (no half-space before).
  { pattern: `[\\u06cc\\u064a\\u0649](?<=\\u0647(?:\\u200c|[ \\u00a0]+).)${wordEnd()}`, to: '' },
  // A hamza on yeh before waw is the same word as on waw: مسئول/مسؤول (and مسوول), شئون/شؤون.
  { pattern: '\\u0626(?=\\u0648)', to: '\u0648' },
  // ء at the end of a word after alef, yeh or heh: ابتداء/ابتدا, املاء/املا, شیء/شی, and برنامهء,
  // the ezafe typed as a letter. After other letters it stays: جزء, سوء.
  { pattern: `\\u0621(?<=[\\u0627\\u0647\\u06cc\\u064a\\u0649]\\u0621)${wordEnd()}`, to: '' },
];

/** Only dropped characters, then no letter of a word (nor another dropped one: برنامه‌ی‌ها joins up). */
function wordEnd(): string {
  return `(?=${DROPPED.source}*(?!${WORD_CHAR}|${DROPPED.source}))`;
}

/** One character folded: the definition both functions below apply, each only where it may change something. */
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
 * Every character `foldChar` may change (the rest it returns as they are), so only those are
 * looked at: indexing thousands of notes at once spent its time folding letters that stay.
 */
const FOLDABLE = new RegExp(
  `${IN_PLACE.map(({ pattern }) => `(${pattern})`).join('|')}|[\\u00ad\\u034f\\u061c\\u200c\\u200d\\u0640\\u064b-\\u065f\\u0670\\u0610-\\u061a\\u06d6-\\u06dc\\u06df-\\u06e8\\u06ea-\\u06ed\\u064a\\u0649\\u0643\\u0629\\u06c0\\u0622\\u0623\\u0625\\u0624\\u0626\\u0671\\u06f0-\\u06f9\\u0660-\\u0669\\u2000-\\u206f\\ufb00-\\u{10ffff}]`,
  'gu',
);

/** A match of FOLDABLE folded: by the fold in place whose group matched, else as the character alone. */
function foldMatch(match: string, groups: readonly (string | undefined)[]): string {
  for (let i = 0; i < IN_PLACE.length; i++) if (groups[i] !== undefined) return IN_PLACE[i]!.to;
  return foldChar(match);
}

export function foldForSearch(text: string): string {
  return text.replace(FOLDABLE, (match: string, ...groups: (string | undefined)[]) => foldMatch(match, groups));
}

/**
 * The folded text, and for each of its UTF-16 units the index in `text` of the character
 * it came from (plus one entry for the end), to map found words back to the original.
 * Like `foldForSearch`, only the characters that may fold are looked at: a snippet folds the
 * whole of a note for every hit shown.
 */
export function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let unchangedFrom = 0;
  for (const match of text.matchAll(FOLDABLE)) {
    const at = match.index;
    folded += text.slice(unchangedFrom, at);
    for (let i = unchangedFrom; i < at; i++) origins.push(i);
    const piece = foldMatch(match[0], match.slice(1));
    folded += piece;
    for (let i = 0; i < piece.length; i++) origins.push(at);
    unchangedFrom = at + match[0].length;
  }
  folded += text.slice(unchangedFrom);
  for (let i = unchangedFrom; i < text.length; i++) origins.push(i);
  origins.push(text.length);
  return { folded, origins };
}
