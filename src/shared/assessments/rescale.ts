/** An assessment's scale, as each assessment keeps its own copy of it. */
export interface Scale {
  scaleMin: number;
  scaleMax: number;
}

export const sameScale = (a: Scale, b: Scale) => a.scaleMin === b.scaleMin && a.scaleMax === b.scaleMax;

/**
 * A score of an earlier assessment on a later one's scale, when the template's scale changed
 * in between (1–5 to 1–10): at the same share of the scale, to one decimal. Compared raw, 5 of 5
 * against 6 of 10 read as a gain. Used by the core's comparison and the page's wheel alike.
 */
export function onScaleOf(score: number, from: Scale, to: Scale): number {
  if (sameScale(from, to)) return score;
  const share = (score - from.scaleMin) / (from.scaleMax - from.scaleMin);
  return Math.round((to.scaleMin + share * (to.scaleMax - to.scaleMin)) * 10) / 10;
}
