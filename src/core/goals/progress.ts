import type { GoalProgress, Metric } from '../../shared/contract/goals';

export interface Reading {
  value: number | null;
  on: string;
}

export interface ProgressResult {
  progress: GoalProgress;
  /** Each reading's share of the way from baseline to target (null for rating-only check-ins). */
  fractions: (number | null)[];
}

const NO_PROGRESS: GoalProgress = { baseline: null, baselineSource: 'none', latest: null, latestOn: null, fraction: null, percent: null, reached: false, beyondTarget: 0 };

/**
 * How far a client has come, from the baseline towards the target, in one pass over the
 * check-ins (oldest first). The same formula serves both directions: with "lower is better"
 * the target lies below the baseline, so (latest − baseline) / (target − baseline) is still
 * 0 at the start and 1 on target. Nothing is clamped here except `percent`: a client who
 * went backwards gets a negative fraction, one beyond the target a fraction above 1 and a
 * `beyondTarget` in the metric's own unit.
 */
export function computeProgress(metric: Metric | null, readings: readonly Reading[]): ProgressResult {
  if (!metric) return { progress: NO_PROGRESS, fractions: readings.map(() => null) };
  const better = metric.direction === 'higher' ? 1 : -1;
  let baseline = metric.baseline;
  let source: GoalProgress['baselineSource'] = baseline !== null ? 'set' : 'none';
  let latest: Reading | null = null;
  const fractions: (number | null)[] = [];

  for (const reading of readings) {
    if (reading.value === null) {
      fractions.push(null);
      continue;
    }
    if (baseline === null) {
      baseline = reading.value;
      source = 'firstCheckIn';
    }
    fractions.push(fractionOf(reading.value, baseline, metric.target, better));
    latest = reading;
  }

  if (baseline === null || latest === null || latest.value === null) {
    return { progress: { ...NO_PROGRESS, baseline, baselineSource: source }, fractions };
  }
  const fraction = fractionOf(latest.value, baseline, metric.target, better);
  const pastTarget = (latest.value - metric.target) * better;
  return {
    progress: {
      baseline,
      baselineSource: source,
      latest: latest.value,
      latestOn: latest.on,
      fraction,
      // Never 100 % short of the target (70.04 kg of 70 rounds to it): 99 until it is reached.
      percent: pastTarget >= 0 ? Math.round(Math.min(1, Math.max(0, fraction)) * 100) : Math.min(99, Math.round(Math.max(0, fraction) * 100)),
      reached: pastTarget >= 0,
      beyondTarget: pastTarget > 0 ? roundMeasure(pastTarget) : 0,
    },
    fractions,
  };
}

function fractionOf(value: number, baseline: number, target: number, better: 1 | -1): number {
  const span = (target - baseline) * better;
  // A start already on or past the target (possible when the first check-in is the
  // baseline) has no way to go: it counts as done once the value meets the target.
  if (span <= 0) return (value - target) * better >= 0 ? 1 : 0;
  return (value - baseline) / (target - baseline);
}

/** Differences of decimals (84.3 − 80) without binary noise (4.299999999999997). */
function roundMeasure(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

/** The direction a new measure takes when the coach leaves it out: towards the target. */
export function inferDirection(baseline: number | null, target: number): Metric['direction'] {
  return baseline !== null && target < baseline ? 'lower' : 'higher';
}
