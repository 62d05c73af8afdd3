import { faceName } from '../fonts';
import type { AnalysedParagraph } from './bidi';
import { advancesAlong, widthOf } from './shaping';

/** Characters drawn as gaps between pieces rather than as glyphs. */
export function isGap(char: string | undefined): boolean {
  return char === ' ' || char === '\t';
}

interface Run {
  start: number;
  end: number;
  /** A space or tab: measured as one space of its font. */
  gap: boolean;
}

/** The logical range [start, end) as it is measured and drawn: runs of one font and one bidi level, and the gaps between them. */
function runsOf(p: AnalysedParagraph, start: number, end: number): Run[] {
  const runs: Run[] = [];
  let runStart = start;
  for (let i = start; i <= end; i++) {
    const boundary = i === end || isGap(p.text[i]) || p.families[i] !== p.families[runStart] || p.levels[i] !== p.levels[runStart];
    if (!boundary) continue;
    if (i > runStart) runs.push({ start: runStart, end: i, gap: false });
    if (i < end && isGap(p.text[i])) runs.push({ start: i, end: i + 1, gap: true });
    runStart = isGap(p.text[i]) ? i + 1 : i;
  }
  return runs;
}

/** Width of the logical range [start, end), each run shaped as it will be drawn. */
export function rangeWidth(p: AnalysedParagraph, start: number, end: number, size: number, bold: boolean): number {
  let width = 0;
  for (const run of runsOf(p, start, end)) width += widthOf(faceName(p.families[run.start]!, bold), run.gap ? ' ' : p.mirrored.slice(run.start, run.end), size);
  return width;
}

/**
 * Estimated width from `start` to every offset up to `end` (entry i: to start + i), from each run
 * shaped once whole. A part of it drawn on its own may differ a little (see `advancesAlong`).
 */
export function widthsAlong(p: AnalysedParagraph, start: number, end: number, size: number, bold: boolean): Float64Array {
  const along = new Float64Array(end - start + 1);
  for (const run of runsOf(p, start, end)) {
    const face = faceName(p.families[run.start]!, bold);
    const base = along[run.start - start]!;
    if (run.gap) {
      along[run.end - start] = base + widthOf(face, ' ', size);
      continue;
    }
    const advances = advancesAlong(face, p.mirrored.slice(run.start, run.end));
    for (let i = run.start + 1; i <= run.end; i++) along[i - start] = base + (advances[i - run.start]! * size) / 1000;
  }
  return along;
}
