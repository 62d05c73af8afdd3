import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

export interface Figure {
  operation: string;
  encryptedP50: number;
  encryptedP95: number;
  plainP50?: number;
  plainP95?: number;
  ratio?: number;
  note?: string;
  /** The practice's size as a multiple of the 1× step (practice bench). */
  scale?: number;
  /** A screen's query, held to the screen targets. */
  screen?: boolean;
}

/** Runs `fn` after a warm-up and returns its p50 and p95 in milliseconds. */
export async function measure(fn: () => unknown, iterations: number, warmup = Math.min(5, iterations)): Promise<{ p50: number; p95: number }> {
  await timings(fn, warmup);
  return percentiles(await timings(fn, iterations));
}

/** One operation on the encrypted store and on plain SQLite: a pair of a scale step, say. */
export interface Contender {
  encrypted: () => unknown;
  plain: () => unknown;
}

type Timed = Pick<Figure, 'encryptedP50' | 'encryptedP95' | 'plainP50' | 'plainP95' | 'ratio'>;

/**
 * Measures the same operation on the encrypted store and on plain SQLite, one call of each in
 * turn (which goes first alternating too): this machine's speed changes by up to 2× within
 * seconds (the calendar week at 100×, both stores together: 0.36 ms, then 0.65–0.8 ms for half
 * a minute, then 0.36 again), so a slow spell falls on both rather than on whichever ran then.
 */
export async function compare(operation: string, encrypted: () => unknown, plain: () => unknown, iterations: number): Promise<Figure> {
  const [timed] = await compareEach([{ encrypted, plain }], iterations);
  return { operation, ...timed! };
}

/**
 * `compare` for several contenders at once, each iteration going round all of them (starting
 * with the next one each time): the scale steps measured this way meet the same spells of the
 * machine, so one step's figures can be held against another's.
 */
export async function compareEach(contenders: readonly Contender[], iterations: number): Promise<Timed[]> {
  const warmup = Math.min(5, iterations);
  for (const { encrypted, plain } of contenders) {
    await timings(encrypted, warmup);
    await timings(plain, warmup);
  }
  const times = contenders.map(() => ({ encrypted: [] as number[], plain: [] as number[] }));
  for (let i = 0; i < iterations; i++) {
    for (let k = 0; k < contenders.length; k++) {
      const at = (i + k) % contenders.length;
      const { encrypted, plain } = contenders[at]!;
      const into = times[at]!;
      const pair = [() => timeOnce(encrypted, into.encrypted), () => timeOnce(plain, into.plain)];
      for (const run of i % 2 ? pair.reverse() : pair) await run();
    }
  }
  return times.map(({ encrypted, plain }) => {
    const e = percentiles(encrypted);
    const p = percentiles(plain);
    return { encryptedP50: e.p50, encryptedP95: e.p95, plainP50: p.p50, plainP95: p.p95, ratio: e.p50 / p.p50 };
  });
}

async function timeOnce(fn: () => unknown, into: number[]): Promise<void> {
  const start = process.hrtime.bigint();
  await fn();
  into.push(Number(process.hrtime.bigint() - start) / 1e6);
}

async function timings(fn: () => unknown, iterations: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) await timeOnce(fn, times);
  return times;
}

export function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

export function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

const HEADER = ['scale', 'operation', 'enc p50 ms', 'enc p95 ms', 'plain p50 ms', 'plain p95 ms', 'enc/plain', 'note'];

function rowsOf(figures: Figure[]): string[][] {
  const ms = (v: number | undefined) => (v === undefined ? '—' : v < 1 ? v.toFixed(3) : v.toFixed(1));
  return figures.map((f) => [f.scale === undefined ? '' : `${f.scale}×`, f.operation, ms(f.encryptedP50), ms(f.encryptedP95), ms(f.plainP50), ms(f.plainP95), f.ratio === undefined ? '—' : f.ratio.toFixed(2), f.note ?? '']);
}

export function markdownTable(figures: Figure[]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rowsOf(figures).map(line)].join('\n');
}

export function printTable(figures: Figure[]): void {
  const rows = rowsOf(figures);
  const header = HEADER;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export function saveResults(name: string, figures: Figure[], extra: Record<string, unknown> = {}): string {
  const path = join(__dirname, 'results', `${name}.json`);
  writeFileSync(path, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), ...extra, figures }, null, 2)}\n`);
  return path;
}
