import type { Figure } from './harness';
import type { PracticeResult } from './practice.bench';

const SCREEN_TARGET_MS = 10;
const GROWTH_LIMIT = 2;

/** The sizes run: rows, seeding time and file size per scale step. */
export function scalesTable({ scales }: PracticeResult): string {
  const rows = scales.map(
    (s) =>
      `| ${s.scale}× | ${s.counts.clients?.toLocaleString('en')} | ${s.counts.sessions?.toLocaleString('en')} | ${s.counts.notes?.toLocaleString('en')} | ` +
      `${s.seededSeconds.encrypted.toFixed(0)} s | ${s.seededSeconds.plain.toFixed(0)} s | ${s.mebibytes.encrypted.toFixed(0)} MiB |`,
  );
  return ['| scale | clients | sessions | notes | seeded, encrypted | seeded, plain | encrypted file |', '| --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/**
 * The issue's check per screen: encrypted p50 at every step, the largest against the
 * smallest, and whether it is under 10 ms and within 2× of the smallest step.
 */
export function scaleCheckTable({ figures, scales }: PracticeResult): string {
  const steps = scales.map((s) => s.scale);
  const smallest = Math.min(...steps);
  const largest = Math.max(...steps);
  const byName = new Map<string, Map<number, Figure>>();
  for (const f of figures.filter((f) => f.screen && f.scale !== undefined)) {
    if (!byName.has(f.operation)) byName.set(f.operation, new Map());
    byName.get(f.operation)!.set(f.scale!, f);
  }
  const head = `| screen | ${steps.map((s) => `${s}× p50 ms`).join(' | ')} | ${largest}× / ${smallest}× | under ${SCREEN_TARGET_MS} ms and within ${GROWTH_LIMIT}× |`;
  const rows = [...byName].map(([name, at]) => {
    const low = at.get(smallest)?.encryptedP50;
    const high = at.get(largest)?.encryptedP50;
    const growth = low && high ? high / low : undefined;
    const ok = high !== undefined && growth !== undefined && high < SCREEN_TARGET_MS && growth <= GROWTH_LIMIT;
    return `| ${name} | ${steps.map((s) => at.get(s)?.encryptedP50.toFixed(2) ?? '—').join(' | ')} | ${growth?.toFixed(2) ?? '—'} | ${ok ? 'yes' : 'NO'} |`;
  });
  return [head, `| --- | ${steps.map(() => '---').join(' | ')} | --- | --- |`, ...rows].join('\n');
}
