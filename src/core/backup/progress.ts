import type { EventPayload } from '../../shared/contract';
import type { CoreEvents } from '../events';

type Progress = EventPayload<'backup.progress'>;
export type ProgressPhase = Progress['phase'];
export type Report = (phase: ProgressPhase, fraction: number) => void;

/** Emits `backup.progress`, at most once per percent within a phase, so a big file does not flood the window. */
export function progressReporter(events: CoreEvents, operation: Progress['operation']): Report {
  let last: { phase: ProgressPhase | undefined; fraction: number } = { phase: undefined, fraction: -1 };
  return (phase, fraction) => {
    const clamped = Math.min(1, Math.max(0, fraction));
    if (phase === last.phase && clamped - last.fraction < 0.01) return;
    last = { phase, fraction: clamped };
    events.emit('backup.progress', { operation, phase, fraction: clamped });
  };
}

/** Maps one step's own 0–1 onto its share [from, to] of the whole operation. */
export function share(report: Report, phase: ProgressPhase, from: number, to: number): (fraction: number) => void {
  return (fraction) => report(phase, from + (to - from) * fraction);
}

/** Awaits `work`, then reports `done`, or `failed` if it throws: the end of an operation. */
export async function reportEnd<T>(report: Report, work: Promise<T>): Promise<T> {
  try {
    const result = await work;
    report('done', 1);
    return result;
  } catch (error) {
    report('failed', 0);
    throw error;
  }
}
