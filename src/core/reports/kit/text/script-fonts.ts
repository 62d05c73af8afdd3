import { type Family, loadFaces } from '../fonts';

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const STRONG = /[\p{L}\p{N}\p{M}]/u;

/**
 * Chooses the family of every UTF-16 unit: Arabic-script letters and digits take Vazirmatn,
 * other letters and digits Noto Sans. Punctuation and spaces follow their right-to-left or
 * left-to-right neighbourhood, so a bracket or a ZWNJ inside Persian stays in the Persian run
 * (ZWNJ must reach the shaper together with the letters it separates).
 */
export function familiesOf(text: string, levels: Uint8Array, fallback: Family): Family[] {
  const strong: (Family | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A low surrogate belongs to the character that started at the high one.
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
      strong.push(strong[i - 1]!);
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    strong.push(ARABIC_SCRIPT.test(char) ? 'persian' : STRONG.test(char) ? 'latin' : null);
  }
  const before = nearestStrong(strong, levels, -1);
  const after = nearestStrong(strong, levels, 1);
  const families: Family[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    families[i] = strong[i] ?? (levels[i]! % 2 === 1 ? 'persian' : (before[i] ?? after[i] ?? fallback));
  }
  return families.map((family, i) => coveredFamily(text, i, family));
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

/** A character the chosen family lacks is taken from the other one rather than drawn as a box. */
function coveredFamily(text: string, i: number, family: Family): Family {
  const faces = loadFaces();
  const codePoint = text.codePointAt(i)!;
  if (faces[family].hasGlyphForCodePoint(codePoint)) return family;
  const other: Family = family === 'latin' ? 'persian' : 'latin';
  return faces[other].hasGlyphForCodePoint(codePoint) ? other : family;
}
