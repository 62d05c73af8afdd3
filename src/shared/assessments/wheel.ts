/**
 * Past this many areas a wheel's names overlap around it (a wheel may have MAX_AREAS, 24): the
 * screen and the PDF then number the spokes and list the names under the wheel.
 */
export const MOST_NAMED_SPOKES = 12;
