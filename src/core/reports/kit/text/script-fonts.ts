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
  const families: Family[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    families[i] = strong[i] ?? neutralFamily(strong, levels, i, fallback);
  }
  return families.map((family, i) => coveredFamily(text, i, family));
}

function neutralFamily(strong: (Family | null)[], levels: Uint8Array, i: number, fallback: Family): Family {
  if (levels[i]! % 2 === 1) return 'persian';
  for (let j = i - 1; j >= 0 && levels[j] === levels[i]; j--) if (strong[j]) return strong[j]!;
  for (let j = i + 1; j < strong.length && levels[j] === levels[i]; j++) if (strong[j]) return strong[j]!;
  return fallback;
}

/** A character the chosen family lacks is taken from the other one rather than drawn as a box. */
function coveredFamily(text: string, i: number, family: Family): Family {
  const faces = loadFaces();
  const codePoint = text.codePointAt(i)!;
  if (faces[family].hasGlyphForCodePoint(codePoint)) return family;
  const other: Family = family === 'latin' ? 'persian' : 'latin';
  return faces[other].hasGlyphForCodePoint(codePoint) ? other : family;
}
