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

/**
 * Measures the same operation on the encrypted store and on plain SQLite, in alternating
 * rounds: a slow spell of the machine or the disk (another process, a checkpoint) falls on
 * both rather than on whichever ran second.
 */
export async function compare(operation: string, encrypted: () => unknown, plain: () => unknown, iterations: number): Promise<Figure> {
  const warmup = Math.min(5, iterations);
  await timings(encrypted, warmup);
  await timings(plain, warmup);
  const rounds = Math.min(5, iterations);
  const encryptedTimes: number[] = [];
  const plainTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const size = Math.ceil(iterations / rounds);
    encryptedTimes.push(...(await timings(encrypted, size)));
    plainTimes.push(...(await timings(plain, size)));
  }
  const e = percentiles(encryptedTimes);
  const p = percentiles(plainTimes);
  return { operation, encryptedP50: e.p50, encryptedP95: e.p95, plainP50: p.p50, plainP95: p.p95, ratio: e.p50 / p.p50 };
}

async function timings(fn: () => unknown, iterations: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
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
