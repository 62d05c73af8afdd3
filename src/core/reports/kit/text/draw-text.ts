import type { Doc } from '../doc';
import { FACE_NAMES, type FaceName, loadFaces } from '../fonts';
import { shareShapingCache } from './shaping';
import type { TextBox } from './text-layout';

/** Registers the shared font objects with a new document, under their face names. */
export function registerFaces(doc: Doc): void {
  const faces = loadFaces();
  for (const face of FACE_NAMES) {
    // pdfkit 0.20 accepts an opened fontkit font; its typings only know paths and buffers.
    doc.registerFont(face, faces[face] as unknown as Buffer);
    doc.font(face);
    shareShapingCache((doc as unknown as { _font: unknown })._font, face);
  }
}

/**
 * Where the baseline sits inside a line box: a little below the middle, which centres
 * Latin capitals and Persian letters (whose tails hang lower) alike.
 */
export function baselineOffset(box: Pick<TextBox, 'lineHeight' | 'size'>): number {
  return box.lineHeight / 2 + box.size * 0.3;
}

/** Draws lines [from, to) of a laid-out box, the first of them with its top at `top`. */
export function drawTextBox(doc: Doc, box: TextBox, x: number, top: number, color: string, from = 0, to = box.lines.length): void {
  doc.fillColor(color);
  let current: FaceName | undefined;
  box.lines.slice(from, to).forEach((line, i) => {
    const baseline = top + i * box.lineHeight + baselineOffset(box);
    for (const piece of line.pieces) {
      if (piece.face !== current) {
        doc.font(piece.face);
        current = piece.face;
      }
      doc.fontSize(box.size).text(piece.text, x + piece.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    }
  });
}
