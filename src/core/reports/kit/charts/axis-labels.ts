/** Where a label would be drawn along an axis, in page points (left < right). */
export interface LabelSpan {
  left: number;
  right: number;
}

/**
 * Which of the candidate labels to draw so that none touch: kept in order, a label too close to
 * the one kept before it is left out. Dots are placed by date, not evenly, so check-ins close
 * together (weekly for a month, then one months later) put their dates on top of each other.
 * The last label (the latest date) is always kept, at the cost of those it would touch; the
 * first too, unless it is the one the last would touch.
 */
export function spacedLabels(spans: readonly LabelSpan[], gap: number): number[] {
  const apart = (a: LabelSpan, b: LabelSpan) => a.right + gap <= b.left || b.right + gap <= a.left;
  const kept: number[] = [];
  spans.forEach((span, i) => {
    const previous = kept[kept.length - 1];
    if (previous === undefined || apart(spans[previous]!, span)) kept.push(i);
  });
  const last = spans.length - 1;
  if (last < 0 || kept[kept.length - 1] === last) return kept;
  return [...kept.filter((i) => apart(spans[i]!, spans[last]!)), last];
}
