import { describe, expect, it } from 'vitest';
import { scaleTicks } from '../../../src/shared/assessments/wheel';

describe("a wheel's scale", () => {
  it('steps evenly in whole numbers from the lowest score to the highest', () => {
    expect(scaleTicks(1, 10)).toEqual([1, 4, 7, 10]);
    expect(scaleTicks(0, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(scaleTicks(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(scaleTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(scaleTicks(1, 7)).toEqual([1, 3, 5, 7]);
  });

  it('shows every number of a short scale no step divides, and only the ends of a long one', () => {
    expect(scaleTicks(1, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(scaleTicks(0, 1)).toEqual([0, 1]);
    expect(scaleTicks(3, 100)).toEqual([3, 100]);
  });

  it('never puts two numbers closer than a fifth of the scale, unless they are one apart', () => {
    for (let min = 0; min <= 10; min++) {
      for (let max = min + 1; max <= 100; max++) {
        const ticks = scaleTicks(min, max);
        expect(ticks[0]).toBe(min);
        expect(ticks.at(-1)).toBe(max);
        const step = ticks[1]! - ticks[0]!;
        expect(Number.isInteger(step)).toBe(true);
        expect(step === 1 || step * 5 >= max - min).toBe(true);
        for (const [i, tick] of ticks.entries()) if (i) expect(tick - ticks[i - 1]!).toBe(step);
      }
    }
  });
});
