import { describe, expect, it } from 'vitest';
import { dayMs, defaultSeries, RATING_AXIS, seriesPoints, sparklineShape, trendValues, valueAxis } from '../../../src/renderer/src/goals/charts/chart-data';

const readings = [
  { on: '2026-03-02', value: 88, rating: null },
  { on: '2026-03-09', value: null, rating: 6 },
  { on: '2026-03-16', value: 86.5, rating: 7 },
];

describe('goal chart data', () => {
  it('plots values when the goal is measured and has any, else self-ratings', () => {
    expect(defaultSeries(readings, true)).toBe('value');
    expect(defaultSeries(readings, false)).toBe('rating');
    expect(defaultSeries([{ on: '2026-03-09', value: null, rating: 6 }], true)).toBe('rating');
  });

  it('keeps only the points of the chosen series, on a day axis, oldest first', () => {
    expect(seriesPoints(readings, 'value')).toEqual([
      { time: dayMs('2026-03-02'), on: '2026-03-02', value: 88 },
      { time: dayMs('2026-03-16'), on: '2026-03-16', value: 86.5 },
    ]);
    expect(seriesPoints(readings, 'rating').map((p) => p.value)).toEqual([6, 7]);
  });

  it('shapes 200 check-ins into 200 points', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ on: `2026-01-01`, value: i, rating: null }));
    expect(seriesPoints(many, 'value')).toHaveLength(200);
  });

  it('puts the value axis on round numbers holding the points, baseline and target', () => {
    expect(valueAxis(seriesPoints(readings, 'value'), [80, 90])).toEqual({ domain: [75, 95], ticks: [75, 80, 85, 90, 95] });
    expect(valueAxis([{ time: 0, on: '', value: 3 }], [2, 10])).toEqual({ domain: [0, 12], ticks: [0, 2, 4, 6, 8, 10, 12] });
    expect(valueAxis([{ time: 0, on: '', value: 0.3 }], [0.1, 0.5]).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(RATING_AXIS.domain).toEqual([0, 10]);
  });

  it('draws the trend with time towards the reader: reversed in right-to-left languages', () => {
    expect(trendValues(readings, 'value', false)).toEqual([88, 86.5]);
    expect(trendValues(readings, 'value', true)).toEqual([86.5, 88]);
  });

  it('lifts a sparkline so small changes on large numbers are visible, keeping the shape', () => {
    const shape = sparklineShape([88, 86.5, 84.5]);
    expect(shape[0]! - shape[2]!).toBeCloseTo(3.5);
    expect(Math.min(...shape)).toBeGreaterThan(0);
    expect(Math.min(...shape)).toBeLessThan(1);
  });
});
