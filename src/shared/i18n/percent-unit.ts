import type { Formatters } from './format';

/** The signs a coach may type as a goal's unit when it counts a share of a hundred. */
const PERCENT_SIGNS = new Set(['%', '٪', '％']);

/** Whether a goal's unit is a percent sign, its values then written as percentages (below). */
export const isPercentUnit = (unit: string | null | undefined): boolean => !!unit && PERCENT_SIGNS.has(unit.trim());

/**
 * A value in percent as the language writes a percentage: "92%", Persian "۹۲٪". The number and
 * the typed sign read "92 %" beside Intl's "90%" in the same report, and "۹۲ %" in Persian.
 */
export const percentValue = (format: Formatters, value: number): string => format.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
