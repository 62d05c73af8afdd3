/**
 * Past this many areas a wheel's names overlap around it (a wheel may have MAX_AREAS, 24): the
 * screen and the PDF then number the spokes and list the names under the wheel.
 */
export const MOST_NAMED_SPOKES = 12;

/** The most steps of a wheel's scale that still read apart on a spoke about 150 px long. */
const MOST_SCALE_STEPS = 5;
/** A scale no step divides evenly shows every number up to this span (1 to 8), its ends alone past it. */
const MOST_SINGLE_STEPS = 7;

/**
 * The numbers on a wheel's scale, which its rings also follow: evenly spaced whole numbers from
 * the lowest score to the highest (1, 4, 7, 10 on a scale of 1 to 10). Left to the chart, a scale
 * of 1 to 10 had ticks at 1, 3, 5, 7, 9 and 10: two rings almost on top of each other, "9" on "10".
 */
export function scaleTicks(min: number, max: number): number[] {
  const span = max - min;
  const split = evenSplit(span);
  const steps = split === 1 && span <= MOST_SINGLE_STEPS ? span : split;
  return Array.from({ length: steps + 1 }, (_, i) => min + (span * i) / steps);
}

/** The most steps, up to MOST_SCALE_STEPS, that divide a span into whole numbers; 1 if none does. */
function evenSplit(span: number): number {
  for (let steps = MOST_SCALE_STEPS; steps > 1; steps--) if (span % steps === 0) return steps;
  return 1;
}
