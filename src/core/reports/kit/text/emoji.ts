import type { Glyph } from 'fontkit';
import { graphemeEnds } from './graphemes';

/**
 * One emoji as typed, however many code points it takes: a pictograph with its skin tone, its
 * emoji presentation selector (U+FE0F) or its tag characters (the flags of England, Scotland,
 * Wales), a keycap (1️⃣), a flag (a pair of regional indicators), and ZWJ sequences of them
 * (👩‍💻). The emoji font draws each as one glyph through its ligatures, so its code points must
 * reach the shaper together, in one run.
 */
const PART = String.raw`(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Emoji}(?:\p{Emoji_Modifier}|\uFE0F|[\u{E0020}-\u{E007E}]+\u{E007F})+|\p{Extended_Pictographic}|\p{Emoji_Modifier})`;
const SEQUENCE = new RegExp(`${PART}(?:\\u200D${PART})*`, 'gu');
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;

/**
 * The [start, end) ranges of `text` that are drawn as emoji. A pictograph that is text by
 * default and typed alone (©, ™, ↔, ☺, ❤ without U+FE0F) is left out: it stays with the letters
 * around it, as before, and takes the emoji font only when neither text font has it.
 */
export function emojiRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  // Plain text (every Latin and Persian line without emoji) is passed over without the regex.
  if (!/[\u00a9\u00ae\u203c-\u3299\ud83c-\ud83e]/.test(text)) return ranges;
  for (const match of text.matchAll(SEQUENCE)) {
    const sequence = match[0];
    const single = sequence.length === String.fromCodePoint(sequence.codePointAt(0)!).length;
    if (!single || EMOJI_PRESENTATION.test(sequence)) ranges.push([match.index, match.index + sequence.length]);
  }
  return ranges;
}

/**
 * fontkit keeps one glyph object per glyph id, with the code points it was first made for, and
 * the PDF's text layer maps each glyph to those. The emoji font (without colours) draws 💪🏽 with
 * the glyph of 💪, and ❤️ with that of ❤, so a copied emoji would lose its skin tone or selector.
 * When each emoji of `text` (shaped left to right) became one glyph, that glyph is handed on as
 * a copy holding the code points typed.
 */
export function withTypedCodePoints(text: string, glyphs: Glyph[]): Glyph[] {
  const ends = graphemeEnds(text, 0, text.length);
  if (ends.length !== glyphs.length) return glyphs;
  return glyphs.map((glyph, i) => {
    const codePoints = Array.from(text.slice(i === 0 ? 0 : ends[i - 1], ends[i]), (char) => char.codePointAt(0)!);
    if (codePoints.join() === glyph.codePoints.join()) return glyph;
    return Object.assign(Object.create(glyph) as Glyph, { codePoints });
  });
}
