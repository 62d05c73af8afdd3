/**
 * Folding applied to everything indexed for search and to every query, so spellings a
 * coach treats as the same word match. SQLite's unicode61 tokenizer already ignores case
 * (Cyrillic too) and Latin accents; this adds what it does not know:
 *
 * - Persian half-space (ZWNJ) and joiners vanish: "می‌خواهم" and "میخواهم" are one word;
 * - Arabic yeh/alef maksura become Persian yeh, Arabic kaf Persian kaf, teh marbuta and
 *   heh with hamza plain heh, alef with hamza plain alef;
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
 * (`syncSearchIndexes`); a test pins the folding of every character to this number.
 */
export const SEARCH_FOLD_VERSION = 2;

const DROPPED = /[\u00ad\u034f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\u200c\u200d\u0640\u064b-\u065f\u0670\u0610-\u061a\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/;

const REPLACED: Record<string, string> = {
  '\u064a': '\u06cc', // ي Arabic yeh → ی
  '\u0649': '\u06cc', // ى alef maksura → ی
  '\u0643': '\u06a9', // ك Arabic kaf → ک
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u06c0': '\u0647', // ۀ heh with yeh above → ه
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0671': '\u0627', // ٱ → ا
};

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
const FOLDABLE = /[\u00ad\u034f\u061c\u200c\u200d\u0640\u064b-\u065f\u0670\u0610-\u061a\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u064a\u0649\u0643\u0629\u06c0\u0623\u0625\u0671\u06f0-\u06f9\u0660-\u0669\u2000-\u206f\ufb00-\u{10ffff}]/gu;

export function foldForSearch(text: string): string {
  return text.replace(FOLDABLE, foldChar);
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
    const piece = foldChar(match[0]);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origins.push(at);
    unchangedFrom = at + match[0].length;
  }
  folded += text.slice(unchangedFrom);
  for (let i = unchangedFrom; i < text.length; i++) origins.push(i);
  origins.push(text.length);
  return { folded, origins };
}
