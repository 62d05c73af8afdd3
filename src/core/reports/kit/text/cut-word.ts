import type { AnalysedParagraph } from './bidi';
import { graphemeEnds } from './graphemes';
import { rangeWidth, widthsAlong } from './measure';

/**
 * Cuts text[start, end), a word wider than the line (a pasted web address, a line of dashes),
 * into pieces that each fill a line, between grapheme clusters. Returns [start, end) ranges.
 *
 * Each cut is first placed by the width of the whole word shaped once, then checked by
 * measuring the piece as it will be drawn, and moved a cluster at a time until that piece fits
 * and one cluster more would not: letters take other forms at a cut, so the estimate is only
 * near. Measuring every longer start of the piece instead, as before, shaped text in
 * proportion to the word's length times the line's.
 */
export function cutWord(p: AnalysedParagraph, start: number, end: number, width: number, size: number, bold: boolean): [number, number][] {
  const ends = graphemeEnds(p.text, start, end);
  const along = widthsAlong(p, start, end, size, bold);
  const out: [number, number][] = [];
  let pieceStart = start;
  let first = 0;
  while (first < ends.length) {
    const fits = (k: number) => rangeWidth(p, pieceStart, ends[k]!, size, bold) <= width;
    const last = settle(estimate(ends, along, start, first, along[pieceStart - start]! + width), first, ends.length - 1, fits);
    out.push([pieceStart, ends[last]!]);
    pieceStart = ends[last]!;
    first = last + 1;
  }
  return out;
}

/** The last cluster k ≥ first whose end the estimate puts within `limit`; `first` when none. */
function estimate(ends: number[], along: Float64Array, start: number, first: number, limit: number): number {
  let low = first;
  let high = ends.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (along[ends[middle]! - start]! <= limit) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * From the estimated last cluster, the last one the measured piece really holds: forward while
 * one more still fits, back until it fits. A cluster wider than the line gets a line of its own.
 */
function settle(k: number, first: number, last: number, fits: (k: number) => boolean): number {
  if (fits(k)) {
    while (k < last && fits(k + 1)) k++;
    return k;
  }
  while (k > first) if (fits(--k)) return k;
  return first;
}
