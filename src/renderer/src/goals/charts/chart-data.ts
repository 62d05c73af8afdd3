import type { TrendPoint } from '../../../../shared/contract';

/** What a goal chart plots: the measured value, or the client's 1–10 self-rating. */
export type ChartSeries = 'value' | 'rating';

export interface ChartPoint {
  /** Milliseconds at UTC midnight of the check-in's date: the time axis. */
  time: number;
  on: string;
  value: number;
}

type Reading = Pick<TrendPoint, 'on' | 'value' | 'rating'>;

/** The series worth showing first: values when the goal is measured and has any, else ratings. */
export function defaultSeries(readings: readonly Reading[], measured: boolean): ChartSeries {
  return measured && readings.some((r) => r.value !== null) ? 'value' : 'rating';
}

export function hasSeries(readings: readonly Reading[], series: ChartSeries): boolean {
  return readings.some((r) => r[series] !== null);
}

/** Milliseconds at UTC midnight of a calendar date ('YYYY-MM-DD'): the chart's time axis. */
export function dayMs(isoDate: string): number {
  return Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** The calendar date ('YYYY-MM-DD') of a point on the time axis. */
export function isoDateAt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Points of one series, oldest first, in one pass (check-ins arrive sorted by date). */
export function seriesPoints(readings: readonly Reading[], series: ChartSeries): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const reading of readings) {
    const value = reading[series];
    if (value !== null) points.push({ time: dayMs(reading.on), on: reading.on, value });
  }
  return points;
}

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

/** Self-ratings are always shown on their whole 1–10 scale (from 0, so ticks fall on even numbers). */
export const RATING_AXIS: ValueAxis = { domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10] };

/**
 * A y-axis holding every point and the reference lines (baseline, target), with half a step
 * of air, bounded and ticked on round numbers (1, 2 or 5 times a power of ten).
 */
export function valueAxis(points: readonly ChartPoint[], references: readonly (number | null)[]): ValueAxis {
  let low = Infinity;
  let high = -Infinity;
  for (const { value } of points) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  for (const value of references) {
    if (value === null) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (!Number.isFinite(low)) return { domain: [0, 1], ticks: [0, 1] };
  const step = roundStep((high - low || Math.abs(high) || 1) / 4);
  const first = Math.floor((low - step / 2) / step);
  const last = Math.ceil((high + step / 2) / step);
  const ticks = Array.from({ length: last - first + 1 }, (_, i) => tidy((first + i) * step));
  return { domain: [ticks[0]!, ticks.at(-1)!], ticks };
}

function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** 0.1 × 3 is 0.30000000000000004; a tick label should say 0.3. */
const tidy = (value: number) => Number.parseFloat(value.toPrecision(12));

/**
 * The small trend line's values in drawing order: time runs left to right, or right to left
 * in a right-to-left language, so "later" is always where the reader's eye ends.
 */
export function trendValues(trend: readonly Reading[], series: ChartSeries, rtl: boolean): number[] {
  const values: number[] = [];
  for (const point of trend) if (point[series] !== null) values.push(point[series]!);
  return rtl ? values.reverse() : values;
}

/**
 * The sparkline draws from zero, so 88 → 84.5 kg would look flat: shift the values so the
 * lowest sits just above zero and the line uses the whole height, keeping its shape.
 */
export function sparklineShape(values: readonly number[]): number[] {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const floor = low - (high - low || 1) * 0.15;
  return values.map((value) => value - floor);
}
