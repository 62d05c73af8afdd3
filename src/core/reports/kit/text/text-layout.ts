import { type FaceName, faceName } from '../fonts';
import { type AnalysedParagraph, analyse, type BaseDirection, type Direction, firstStrongDirection, visualOrder } from './bidi';
import { graphemeEnds } from './graphemes';
import { breakLines, breaksAtSoftHyphen } from './line-break';
import { isGap } from './measure';
import { onClearTextCaches, shape, widthOf } from './shaping';

export type Align = 'start' | 'end' | 'center' | 'justify';

/** Colour is not part of layout: it is given when drawing. */
export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** A run of glyphs in one font and one direction, placed from the line's left edge. */
export interface Piece {
  face: FaceName;
  /** Exactly what pdfkit is handed: fontkit reverses right-to-left scripts itself. */
  text: string;
  x: number;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

export interface TextBox {
  lines: Line[];
  /** The width the lines were aligned in: the given width, or the widest line for labels. */
  width: number;
  size: number;
  lineHeight: number;
  height: number;
}

export const LINE_HEIGHT = 1.5;

const cache = new Map<string, TextBox>();
const MAX_CACHED = 5_000;
onClearTextCaches(() => cache.clear());

/**
 * Lays out `text` (paragraphs separated by newlines) in `width` points: bidi levels per
 * paragraph, line breaks measured with the real fonts, then each line reordered visually (bidi
 * rules L1–L2) into pieces. Every paragraph is set in the document's direction, or, given
 * `{ auto }` (text the coach typed), in its own, and aligned to that direction's start edge:
 * an English note in a Persian document reads and starts from the left, as with HTML's
 * dir="auto" and text-align: start. Pass `Infinity` for one-line labels.
 */
export function layoutText(text: string, style: TextStyle, width: number, base: BaseDirection, align: Align = 'start'): TextBox {
  const bold = style.bold ?? false;
  const key = `${typeof base === 'string' ? base : `auto-${base.auto}`}|${align}|${style.size}|${bold ? 1 : 0}|${width}|${text}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const raw: { pieces: Piece[]; gaps: number; width: number; last: boolean; direction: Direction }[] = [];
  for (const paragraphText of text.split('\n')) {
    const clean = paragraphText.replace(/[ \t]+/g, ' ').trim();
    const direction = typeof base === 'string' ? base : firstStrongDirection(clean, base.auto);
    const p = analyse(clean, direction);
    const ranges = breakLines(p, width, style.size, bold);
    ranges.forEach(([start, end], i) => raw.push({ ...placeInOrder(p, start, end, style.size, bold), last: i === ranges.length - 1, direction }));
  }
  const boxWidth = Number.isFinite(width) ? width : Math.max(0, ...raw.map((line) => line.width));
  const lines = raw.map((line) => alignLine(line, boxWidth, line.direction, align, style.size));
  const lineHeight = style.size * LINE_HEIGHT;
  const box: TextBox = { lines, width: boxWidth, size: style.size, lineHeight, height: lines.length * lineHeight };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, box);
  return box;
}

function placeInOrder(p: AnalysedParagraph, start: number, end: number, size: number, bold: boolean) {
  const pieces: Piece[] = [];
  let x = 0;
  let gaps = 0;
  // A line broken at a soft hyphen shows a hyphen there (shaping drops it everywhere else),
  // drawn with the word it ends: left to itself, bidi would put it at the paragraph's level
  // (rule L1), on the wrong side of a Latin word in a Persian document.
  const hyphenated = end - 1 > start && breaksAtSoftHyphen(p.text, end);
  const order = visualOrder(p, start, hyphenated ? end - 1 : end);
  for (let k = 0; k < order.length; ) {
    const first = order[k]!;
    if (isGap(p.text[first])) {
      x += widthOf(faceName(p.families[first]!, bold), ' ', size);
      if (k > 0 && !isGap(p.text[order[k - 1]!])) gaps++;
      k++;
      continue;
    }
    let last = k;
    while (last + 1 < order.length && samePiece(p, order[last]!, order[last + 1]!)) last++;
    const from = Math.min(first, order[last]!);
    const to = Math.max(first, order[last]!);
    const face = faceName(p.families[first]!, bold);
    const logical = p.mirrored.slice(from, to + 1) + (hyphenated && to === end - 2 ? '-' : '');
    const text = drawable(face, logical, p.levels[first]! % 2 === 1);
    const width = widthOf(face, text, size);
    pieces.push({ face, text, x, width });
    x += width;
    k = last + 1;
  }
  return { pieces, gaps, width: x };
}

/** Neighbours in visual order that continue the same run: adjacent in the text, same level and font. */
function samePiece(p: AnalysedParagraph, a: number, b: number): boolean {
  return Math.abs(a - b) === 1 && !isGap(p.text[b]) && p.levels[a] === p.levels[b] && p.families[a] === p.families[b];
}

/**
 * fontkit reverses a run whose script it reads as right-to-left (Arabic letters, but also
 * Persian digits) and leaves others alone. What must appear is the logical order for an even
 * bidi level and the reverse for an odd one; where fontkit would get that wrong (Persian
 * digits, which read left to right, brackets and dots on their own, or emoji in a Persian
 * line), the text is reversed first so its reversal lands right: by grapheme clusters, so that
 * an emoji's code points stay in order (reversed, 🇧🇬 would be 🇬🇧 and 👩‍💻 two emoji).
 */
function drawable(face: FaceName, text: string, rightToLeft: boolean): string {
  const fontkitReverses = shape(face, text).direction === 'rtl';
  if (fontkitReverses === rightToLeft) return text;
  const ends = graphemeEnds(text, 0, text.length);
  return ends.map((end, i) => text.slice(i === 0 ? 0 : ends[i - 1], end)).reverse().join('');
}

/**
 * How far a justified line's gaps may grow, in ems: a line cut short by a long word after it
 * (a web address, a long name) is left ragged rather than stretched into rivers of white.
 */
const MOST_STRETCH_EM = 1;

function alignLine(line: { pieces: Piece[]; gaps: number; width: number; last: boolean }, boxWidth: number, direction: Direction, align: Align, size: number): Line {
  const free = boxWidth - line.width;
  if (align === 'justify' && !line.last && line.gaps > 0 && free > 0 && free / line.gaps <= size * MOST_STRETCH_EM) {
    return { pieces: spread(line.pieces, free / line.gaps), width: boxWidth };
  }
  const startEdge = direction === 'rtl' ? 'right' : 'left';
  const side = align === 'center' ? 'center' : (align === 'end') === (startEdge === 'left') ? 'right' : 'left';
  const shift = side === 'left' ? 0 : side === 'right' ? free : free / 2;
  return { pieces: shift ? line.pieces.map((piece) => ({ ...piece, x: piece.x + shift })) : line.pieces, width: line.width };
}

/** Justification: every gap between pieces grows by the same amount. */
function spread(pieces: Piece[], extra: number): Piece[] {
  let added = 0;
  let previousEnd = pieces[0]?.x ?? 0;
  return pieces.map((piece) => {
    if (piece.x > previousEnd + 0.01) added += extra;
    previousEnd = piece.x + piece.width;
    return { ...piece, x: piece.x + added };
  });
}
