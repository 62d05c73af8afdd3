import { describe, expect, it } from 'vitest';
import { computeProgress } from '../../../src/core/goals/progress';
import type { Metric } from '../../../src/shared/contract/goals';

const readings = (...values: (number | null)[]) => values.map((value, i) => ({ value, on: `2026-03-${String(i + 1).padStart(2, '0')}` }));
const run: Metric = { name: 'Distance', unit: 'km', baseline: 2, target: 10, direction: 'higher' };
const weight: Metric = { name: 'Weight', unit: 'kg', baseline: 90, target: 80, direction: 'lower' };

describe('progress towards a target', () => {
  it('measures "higher is better" from the baseline: 2 → 6 of a 2 → 10 km goal is half way', () => {
    const { progress, fractions } = computeProgress(run, readings(4, 6));
    expect(progress).toMatchObject({ baseline: 2, baselineSource: 'set', latest: 6, latestOn: '2026-03-02', fraction: 0.5, percent: 50, reached: false, beyondTarget: 0 });
    expect(fractions).toEqual([0.25, 0.5]);
  });

  it('measures "lower is better" the same way: 90 → 85 kg of a 90 → 80 kg goal is half way', () => {
    expect(computeProgress(weight, readings(88, 85)).progress).toMatchObject({ fraction: 0.5, percent: 50, reached: false });
  });

  it('never shows 100 % short of the target: 80.04 kg of a 90 → 80 kg goal is 99 %, 80 is 100 %', () => {
    expect(computeProgress(weight, readings(80.04)).progress).toMatchObject({ percent: 99, reached: false });
    expect(computeProgress(weight, readings(80)).progress).toMatchObject({ percent: 100, reached: true });
  });

  it('uses the latest check-in by date, not the best one', () => {
    expect(computeProgress(weight, readings(82, 87)).progress).toMatchObject({ latest: 87, fraction: 0.3, percent: 30 });
  });

  it('reports going backwards honestly, while the bar stays at 0', () => {
    const { progress } = computeProgress(weight, readings(93));
    expect(progress.fraction).toBeCloseTo(-0.3);
    expect(progress.percent).toBe(0);
    expect(progress.reached).toBe(false);
  });

  it('reports over-target honestly: the bar is full, the fraction and the surplus say by how much', () => {
    const higher = computeProgress(run, readings(12)).progress;
    expect(higher).toMatchObject({ fraction: 1.25, percent: 100, reached: true, beyondTarget: 2 });
    const lower = computeProgress(weight, readings(78.7)).progress;
    expect(lower).toMatchObject({ percent: 100, reached: true, beyondTarget: 1.3 });
    expect(lower.fraction).toBeCloseTo(1.13);
  });

  it('counts exactly on target as reached with nothing beyond it', () => {
    expect(computeProgress(weight, readings(80)).progress).toMatchObject({ fraction: 1, percent: 100, reached: true, beyondTarget: 0 });
  });

  it('without a baseline, starts from the first check-in and says so', () => {
    const metric = { ...run, baseline: null };
    const { progress, fractions } = computeProgress(metric, readings(4, 7, 10));
    expect(progress).toMatchObject({ baseline: 4, baselineSource: 'firstCheckIn', latest: 10, fraction: 1, reached: true });
    expect(fractions).toEqual([0, 0.5, 1]);
    expect(computeProgress(metric, readings(4)).progress).toMatchObject({ baseline: 4, baselineSource: 'firstCheckIn', fraction: 0, percent: 0 });
  });

  it('without a baseline and a first check-in already past the target, counts it as reached', () => {
    const { progress } = computeProgress({ ...weight, baseline: null }, readings(79));
    expect(progress).toMatchObject({ baseline: 79, fraction: 1, reached: true, beyondTarget: 1 });
  });

  it('has no progress yet without check-ins, or with self-ratings only', () => {
    expect(computeProgress(run, []).progress).toMatchObject({ baseline: 2, baselineSource: 'set', latest: null, fraction: null, percent: null, reached: false });
    expect(computeProgress({ ...run, baseline: null }, readings(null, null))).toEqual({
      progress: { baseline: null, baselineSource: 'none', latest: null, latestOn: null, fraction: null, percent: null, reached: false, beyondTarget: 0 },
      fractions: [null, null],
    });
  });

  it('skips rating-only check-ins between measured ones', () => {
    const { progress, fractions } = computeProgress(run, readings(4, null, 6, null));
    expect(progress).toMatchObject({ latest: 6, latestOn: '2026-03-03', fraction: 0.5 });
    expect(fractions).toEqual([0.25, null, 0.5, null]);
  });

  it('has no progress for a goal without a measure', () => {
    expect(computeProgress(null, readings(null)).progress.fraction).toBeNull();
  });
});
