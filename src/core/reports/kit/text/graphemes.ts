const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Long enough for any real grapheme cluster, short enough that a step of the segmenter is cheap. */
const WINDOW = 256;

/**
 * The end of every grapheme cluster of text[start, end), in order (the last is `end`).
 *
 * Node's segmenter spends time in proportion to its whole input at every step, so segmenting
 * a 100,000-character word in one go took tens of seconds. It is given a window at a time
 * instead. Whether a boundary falls between two characters depends only on the text since the
 * previous boundary and on the character after it, so every boundary found inside a window is
 * right except the window's own end: the cluster that reaches it may go on, and the next window
 * starts again at that cluster's start.
 */
export function graphemeEnds(text: string, start: number, end: number): number[] {
  const ends: number[] = [];
  let from = start;
  let window = WINDOW;
  while (from < end) {
    const to = Math.min(end, from + window);
    let next = to;
    for (const { index, segment } of segmenter.segment(text.slice(from, to))) {
      const segmentEnd = from + index + segment.length;
      if (segmentEnd === to && to < end) {
        next = from + index;
        break;
      }
      ends.push(segmentEnd);
    }
    // A cluster as long as the window (a letter under hundreds of marks): look further.
    window = next === from ? window * 2 : WINDOW;
    from = next;
  }
  return ends;
}
