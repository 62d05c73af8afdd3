import type { Font, Glyph, GlyphPosition } from 'fontkit';
import { FACE_NAMES, type FaceName, loadFaces } from '../fonts';
import { withTypedCodePoints } from './emoji';

/** One shaped piece, in the form pdfkit keeps in its per-font layout cache (1000 units per em). */
export interface ShapedRun {
  glyphs: Glyph[];
  positions: (GlyphPosition & { advanceWidth: number })[];
  advanceWidth: number;
  direction: 'ltr' | 'rtl';
}

type RunCache = Record<string, ShapedRun>;

const MAX_ENTRIES = 50_000;
let caches = freshCaches();
let entries = 0;

function freshCaches(): Record<FaceName, RunCache> {
  return Object.fromEntries(FACE_NAMES.map((face) => [face, Object.create(null) as RunCache])) as Record<FaceName, RunCache>;
}

/**
 * Shapes `text` (no spaces: pieces are words) with fontkit once per process. The same object
 * serves measuring here and drawing in pdfkit (see `shareShapingCache`), so a word is shaped
 * once however many documents show it. It is cached under the text as given, which is what
 * pdfkit looks it up by, but the invisible format characters are left out (see `INVISIBLE`).
 */
export function shape(face: FaceName, text: string): ShapedRun {
  const cache = caches[face];
  const cached = cache[text];
  if (cached) return cached;
  const font = loadFaces()[face];
  const scale = 1000 / font.unitsPerEm;
  const shaped = text.replace(invisible(face), '');
  const run = font.layout(shaped);
  const direction = (run as unknown as { direction: 'ltr' | 'rtl' }).direction;
  const joined = keepJoiners(font, shaped, run.glyphs, run.positions, direction);
  const glyphs = face.startsWith('emoji') && direction === 'ltr' ? withTypedCodePoints(shaped, joined) : joined;
  const positions = run.positions.map((p, i) => {
    const scaled = { xAdvance: p.xAdvance * scale, yAdvance: p.yAdvance * scale, xOffset: p.xOffset * scale, yOffset: p.yOffset * scale };
    return { ...scaled, advanceWidth: glyphs[i]!.advanceWidth * scale };
  });
  const result: ShapedRun = {
    glyphs,
    positions,
    advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0),
    direction,
  };
  if (++entries > MAX_ENTRIES) clearTextCaches();
  caches[face][text] = result;
  return result;
}

/**
 * Invisible format characters: bidi marks, embeddings, overrides and isolates, the soft hyphen,
 * word joiners, CGJ, a stray BOM. Bidi and line breaking have used them before a word is
 * shaped, so they must draw nothing; but fontkit hides each behind the space glyph, which has
 * one entry in the PDF's text layer for all of them, and the fonts' own glyphs for them are
 * visible marks (Noto Sans draws LRM as a bar, SHY as a hyphen, CGJ as a dotted box). So they
 * are not shaped at all: the PDF has no glyph for them and its text is the text one sees.
 * Arabic joining passes over them anyway (Unicode makes them transparent), so removing them
 * changes no letter's form. Kept: ZWNJ and ZWJ, which decide how Persian letters join and are
 * part of a word's spelling, and variation selectors, which fontkit folds into the glyph before.
 */
const INVISIBLE = /(?![\u200C\u200D\p{Variation_Selector}])\p{Default_Ignorable_Code_Point}/gu;
/** In an emoji the tag characters are kept too: they spell the flag of England, Scotland or Wales. */
const INVISIBLE_IN_EMOJI = /(?![\u200C\u200D\p{Variation_Selector}\u{E0020}-\u{E007F}])\p{Default_Ignorable_Code_Point}/gu;

function invisible(face: FaceName): RegExp {
  return face.startsWith('emoji') ? INVISIBLE_IN_EMOJI : INVISIBLE;
}
const JOINER = /[\u200C\u200D]/g;

/**
 * fontkit hides ZWNJ and ZWJ too, behind a zero-width space glyph, so a copied "می‌خواهم" would
 * lose its ZWNJ. Pieces never contain real spaces (they are gaps between pieces), so each such
 * glyph is given back the font's own glyph for the joiner (blank in both fonts; a font whose
 * glyph shows something keeps the space glyph) and the PDF's text layer maps it to ZWNJ or ZWJ.
 */
function keepJoiners(font: Font, text: string, glyphs: Glyph[], positions: GlyphPosition[], direction: 'ltr' | 'rtl'): Glyph[] {
  const hidden = [...text.matchAll(JOINER)].map((m) => m[0].codePointAt(0)!);
  if (hidden.length === 0) return glyphs;
  if (direction === 'rtl') hidden.reverse();
  const spaceId = font.glyphForCodePoint(0x20).id;
  let next = 0;
  return glyphs.map((glyph, i) => {
    if (glyph.id !== spaceId || positions[i]!.xAdvance !== 0 || next >= hidden.length) return glyph;
    const own = font.hasGlyphForCodePoint(hidden[next]!) ? font.glyphForCodePoint(hidden[next]!) : undefined;
    next++;
    return own && own.path.commands.length === 0 ? own : glyph;
  });
}

export function widthOf(face: FaceName, text: string, size: number): number {
  return (shape(face, text).advanceWidth * size) / 1000;
}

/**
 * How far along a shaped `text` each of its UTF-16 units starts (1000 units per em): entry i
 * is the advance of the glyphs made from text[0, i). A glyph counts where its first character
 * is (a ligature's width falls on its first letter, a mark's on itself), and invisible
 * characters, which are not shaped, add nothing. Letters change form where a word is cut, so
 * this only estimates the width of a part of the text; it costs one shaping of the whole.
 */
export function advancesAlong(face: FaceName, text: string): Float64Array {
  const run = shape(face, text);
  const hidden = new Uint8Array(text.length);
  for (const match of text.matchAll(invisible(face))) hidden.fill(1, match.index, match.index + match[0].length);
  const shapedAt: number[] = [];
  for (let i = 0; i < text.length; i++) if (!hidden[i]) shapedAt.push(i);
  const own = new Float64Array(text.length);
  let unit = 0;
  for (let k = 0; k < run.glyphs.length; k++) {
    const g = run.direction === 'rtl' ? run.glyphs.length - 1 - k : k;
    const at = shapedAt[Math.min(unit, shapedAt.length - 1)];
    if (at !== undefined) own[at]! += run.positions[g]!.xAdvance;
    for (const codePoint of run.glyphs[g]!.codePoints) unit += codePoint > 0xffff ? 2 : 1;
  }
  const along = new Float64Array(text.length + 1);
  for (let i = 0; i < text.length; i++) along[i + 1] = along[i]! + own[i]!;
  return along;
}

/**
 * pdfkit shapes every word again for each new document (its cache lives on the document's
 * font object). Pointing that cache at ours keeps one shaping per word per process; if a
 * pdfkit version drops the property, drawing still works, only slower.
 */
export function shareShapingCache(pdfFont: unknown, face: FaceName): void {
  if (pdfFont && typeof pdfFont === 'object' && 'layoutCache' in pdfFont) {
    (pdfFont as { layoutCache: RunCache }).layoutCache = caches[face];
  }
}

/** Drops every shaped word and laid-out line, e.g. when the practice is locked. */
export function clearTextCaches(): void {
  caches = freshCaches();
  entries = 0;
  for (const clear of clearers) clear();
}

const clearers: (() => void)[] = [];

/** Other caches of coach-typed text register here so that one call empties them all. */
export function onClearTextCaches(clear: () => void): void {
  clearers.push(clear);
}
