import { type Family, loadFaces } from '../fonts';

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const STRONG = /[\p{L}\p{N}\p{M}]/u;
/** What the emoji font may stand in for when neither text font has it: no mark, space or format character. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}]/u;

/**
 * Chooses the family of every UTF-16 unit: Arabic-script letters and digits take Vazirmatn,
 * other letters and digits Noto Sans, and emoji (`emojiRanges`: each whole, with its selectors,
 * skin tone and ZWJs) Noto Emoji. Punctuation and spaces follow their right-to-left or
 * left-to-right neighbourhood, so a bracket or a ZWNJ inside Persian stays in the Persian run
 * (ZWNJ must reach the shaper together with the letters it separates). An emoji is no letter's
 * neighbourhood: the characters around it take the families they would take without it.
 */
export function familiesOf(text: string, levels: Uint8Array, fallback: Family, emoji: [number, number][] = []): Family[] {
  const isEmoji = new Uint8Array(text.length);
  for (const [start, end] of emoji) isEmoji.fill(1, start, end);
  const strong: (Family | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A low surrogate belongs to the character that started at the high one.
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
      strong.push(strong[i - 1]!);
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    strong.push(isEmoji[i] ? null : ARABIC_SCRIPT.test(char) ? 'persian' : STRONG.test(char) ? 'latin' : null);
  }
  const before = nearestStrong(strong, levels, -1);
  const after = nearestStrong(strong, levels, 1);
  const families: Family[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (isEmoji[i]) families[i] = 'emoji';
    else if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) families[i] = families[i - 1]!;
    else families[i] = coveredFamily(text, i, strong[i] ?? (levels[i]! % 2 === 1 ? 'persian' : (before[i] ?? after[i] ?? fallback)));
  }
  return families;
}

/**
 * For every unit, the family of the nearest strong character on one side (`step` -1: before it,
 * 1: after it) at the same bidi level with no other level between, in one pass: searching from
 * each neutral character made a long run of them (a line of dashes) quadratic.
 */
function nearestStrong(strong: (Family | null)[], levels: Uint8Array, step: -1 | 1): (Family | null)[] {
  const nearest: (Family | null)[] = new Array(strong.length).fill(null);
  const first = step === 1 ? strong.length - 1 : 0;
  for (let i = first - step; i >= 0 && i < strong.length; i -= step) {
    const j = i + step;
    if (levels[j] === levels[i]) nearest[i] = strong[j] ?? nearest[j]!;
  }
  return nearest;
}

/**
 * A character the chosen family lacks is taken from the other text family rather than drawn as
 * a box, or else from the emoji font (a ☺ or ❤ typed without its emoji selector).
 */
function coveredFamily(text: string, i: number, family: Family): Family {
  const faces = loadFaces();
  const codePoint = text.codePointAt(i)!;
  if (faces[family].hasGlyphForCodePoint(codePoint)) return family;
  const other: Family = family === 'latin' ? 'persian' : 'latin';
  if (faces[other].hasGlyphForCodePoint(codePoint)) return other;
  return PICTOGRAPH.test(String.fromCodePoint(codePoint)) && faces.emoji.hasGlyphForCodePoint(codePoint) ? 'emoji' : family;
}
