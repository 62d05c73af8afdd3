import type { Font, Glyph, GlyphPosition } from 'fontkit';
import { type FaceName, loadFaces } from '../fonts';

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
  return { latin: Object.create(null), latinBold: Object.create(null), persian: Object.create(null), persianBold: Object.create(null) };
}

/**
 * Shapes `text` (no spaces: pieces are words) with fontkit once per process. The same object
 * serves measuring here and drawing in pdfkit (see `shareShapingCache`), so a word is shaped
 * once however many documents show it.
 */
export function shape(face: FaceName, text: string): ShapedRun {
  const cache = caches[face];
  const cached = cache[text];
  if (cached) return cached;
  const font = loadFaces()[face];
  const scale = 1000 / font.unitsPerEm;
  const run = font.layout(text);
  const direction = (run as unknown as { direction: 'ltr' | 'rtl' }).direction;
  const glyphs = keepIgnorables(font, text, run.glyphs, direction);
  const positions = run.positions.map((p, i) => {
    const scaled = { xAdvance: p.xAdvance * scale, yAdvance: p.yAdvance * scale, xOffset: p.xOffset * scale, yOffset: p.yOffset * scale };
    return { ...scaled, advanceWidth: glyphs[i]!.advanceWidth * scale };
  });
  const shaped: ShapedRun = {
    glyphs,
    positions,
    advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0),
    direction,
  };
  if (++entries > MAX_ENTRIES) clearTextCaches();
  caches[face][text] = shaped;
  return shaped;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * fontkit hides invisible characters (ZWNJ, bidi marks) by drawing a zero-width space glyph,
 * so a copied "می‌خواهم" would lose its ZWNJ. Pieces never contain real spaces (they are gaps
 * between pieces), so each such glyph is given back the font's own glyph for the character it
 * hides; the PDF's text layer then maps it to the right code point.
 */
function keepIgnorables(font: Font, text: string, glyphs: Glyph[], direction: 'ltr' | 'rtl'): Glyph[] {
  const hidden = [...text.matchAll(IGNORABLE)].map((m) => m[0].codePointAt(0)!);
  if (hidden.length === 0) return glyphs;
  if (direction === 'rtl') hidden.reverse();
  const spaceId = font.glyphForCodePoint(0x20).id;
  let next = 0;
  return glyphs.map((glyph) => {
    if (glyph.id !== spaceId || next >= hidden.length) return glyph;
    const codePoint = hidden[next++]!;
    return font.hasGlyphForCodePoint(codePoint) ? font.glyphForCodePoint(codePoint) : glyph;
  });
}

export function widthOf(face: FaceName, text: string, size: number): number {
  return (shape(face, text).advanceWidth * size) / 1000;
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
