import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resourcesDir } from './resources';

/**
 * The families every document uses: Noto Sans for Latin and Cyrillic (English, Malay,
 * Bulgarian), Vazirmatn for Persian and Noto Emoji (monochrome: pdfkit cannot embed colour
 * emoji fonts) for emoji in any line. All are OFL; their licences sit beside the TTFs.
 */
export type Family = 'latin' | 'persian' | 'emoji';
export type FaceName = `${Family}${'' | 'Bold'}`;

const FILES: Record<FaceName, string> = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  persian: 'Vazirmatn-Regular.ttf',
  persianBold: 'Vazirmatn-Bold.ttf',
  emoji: 'NotoEmoji-Regular.ttf',
  emojiBold: 'NotoEmoji-Bold.ttf',
};

export const FACE_NAMES = Object.keys(FILES) as FaceName[];

let faces: Record<FaceName, Font> | undefined;

/**
 * Parsed once per process and handed to every document: parsing the TTFs and fontkit's glyph
 * caches are most of the cost of a small report.
 */
export function loadFaces(): Record<FaceName, Font> {
  if (!faces) {
    const dir = join(resourcesDir(), 'fonts');
    const load = (file: string) => keepCodePoints(create(readFileSync(join(dir, file))) as Font);
    faces = Object.fromEntries(FACE_NAMES.map((face) => [face, load(FILES[face])])) as Record<FaceName, Font>;
  }
  return faces;
}

/**
 * fontkit caches one glyph object per id with the code points it was first asked for. Writing
 * a subset asks for glyphs without any (Bulgarian "Т" is drawn from Latin "T"), and a later
 * document would then find "T" mapped to nothing in its text layer. Shaping knows the code
 * points, so let it fill in the ones that are missing.
 */
function keepCodePoints(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

export function faceName(family: Family, bold: boolean): FaceName {
  return bold ? `${family}Bold` : family;
}
