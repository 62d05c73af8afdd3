import LineBreaker from 'linebreak';
import { faceName } from '../fonts';
import type { AnalysedParagraph } from './bidi';
import { widthOf } from './shaping';

/** Characters drawn as gaps between pieces rather than as glyphs. */
export function isGap(char: string | undefined): boolean {
  return char === ' ' || char === '\t';
}

const SOFT_HYPHEN = '\u00AD';

/**
 * Whether the line [.., end) ends at a soft hyphen the text goes on after (not at a space):
 * only there does the soft hyphen show, as a hyphen. Everywhere else it draws nothing.
 */
export function breaksAtSoftHyphen(text: string, end: number): boolean {
  return text[end - 1] === SOFT_HYPHEN && end < text.length && !isGap(text[end]);
}

/** Width of the logical range [start, end), measured run by run (one font, one bidi level). */
export function rangeWidth(p: AnalysedParagraph, start: number, end: number, size: number, bold: boolean): number {
  let width = 0;
  let runStart = start;
  for (let i = start; i <= end; i++) {
    const boundary = i === end || isGap(p.text[i]) || p.families[i] !== p.families[runStart] || p.levels[i] !== p.levels[runStart];
    if (!boundary) continue;
    if (i > runStart) width += widthOf(faceName(p.families[runStart]!, bold), p.mirrored.slice(runStart, i), size);
    if (i < end && isGap(p.text[i])) width += widthOf(faceName(p.families[i]!, bold), ' ', size);
    runStart = isGap(p.text[i]) ? i + 1 : i;
  }
  return width;
}

interface Segment {
  start: number;
  /** End of the visible part: trailing spaces hang over the line's edge. */
  contentEnd: number;
  end: number;
}

function segments(text: string): Segment[] {
  const breaker = new LineBreaker(text);
  const out: Segment[] = [];
  let last = 0;
  for (let brk = breaker.nextBreak(); brk; brk = breaker.nextBreak()) {
    let contentEnd = brk.position;
    while (contentEnd > last && isGap(text[contentEnd - 1])) contentEnd--;
    out.push({ start: last, contentEnd, end: brk.position });
    last = brk.position;
  }
  return out;
}

/**
 * Greedy line breaking at the Unicode break opportunities, measured with the real fonts.
 * Returns [start, end) ranges of logical text without trailing spaces. A word wider than
 * the line (a long web address) is cut between characters rather than overflowing.
 */
export function breakLines(p: AnalysedParagraph, width: number, size: number, bold: boolean): [number, number][] {
  const lines: [number, number][] = [];
  let lineStart = -1;
  let lineEnd = 0;
  let used = 0;
  for (const seg of segments(p.text)) {
    const content = rangeWidth(p, seg.start, seg.contentEnd, size, bold);
    // A piece ending in a soft hyphen may end the line, where it shows: leave it room.
    const hyphen = breaksAtSoftHyphen(p.text, seg.contentEnd) ? widthOf(faceName(p.families[seg.contentEnd - 1]!, bold), '-', size) : 0;
    if (lineStart >= 0 && used + content + hyphen > width) {
      lines.push([lineStart, lineEnd]);
      lineStart = -1;
    }
    if (lineStart < 0 && content > width) {
      const pieces = cutWord(p, seg.start, seg.contentEnd, width, size, bold);
      lines.push(...pieces.slice(0, -1));
      [lineStart, lineEnd] = pieces[pieces.length - 1]!;
      used = rangeWidth(p, lineStart, seg.end, size, bold);
      continue;
    }
    if (lineStart < 0) {
      lineStart = seg.start;
      used = 0;
    }
    lineEnd = seg.contentEnd;
    used += content + rangeWidth(p, seg.contentEnd, seg.end, size, bold);
  }
  if (lineStart >= 0) lines.push([lineStart, lineEnd]);
  return lines.length ? lines : [[0, 0]];
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function cutWord(p: AnalysedParagraph, start: number, end: number, width: number, size: number, bold: boolean): [number, number][] {
  const out: [number, number][] = [];
  let pieceStart = start;
  let pieceEnd = start;
  for (const { index, segment } of graphemes.segment(p.text.slice(start, end))) {
    const next = start + index + segment.length;
    if (pieceEnd > pieceStart && rangeWidth(p, pieceStart, next, size, bold) > width) {
      out.push([pieceStart, pieceEnd]);
      pieceStart = pieceEnd;
    }
    pieceEnd = next;
  }
  out.push([pieceStart, pieceEnd]);
  return out;
}
