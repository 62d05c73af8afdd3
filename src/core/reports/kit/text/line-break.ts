import LineBreaker from 'linebreak';
import { faceName } from '../fonts';
import type { AnalysedParagraph } from './bidi';
import { cutWord } from './cut-word';
import { isGap, rangeWidth } from './measure';
import { widthOf } from './shaping';

const SOFT_HYPHEN = '\u00AD';

/**
 * Whether the line [.., end) ends at a soft hyphen the text goes on after (not at a space):
 * only there does the soft hyphen show, as a hyphen. Everywhere else it draws nothing.
 */
export function breaksAtSoftHyphen(text: string, end: number): boolean {
  return text[end - 1] === SOFT_HYPHEN && end < text.length && !isGap(text[end]);
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
