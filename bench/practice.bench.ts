import { type Figure, printTable } from './harness';
import { measureInNewProcess, type SeededStep } from './measure-practice';
import { fileSize, pairFiles, type PracticeSize, removePair, seedPair } from './practice-pair';

/** 1× is BENCH_CLIENTS (default 500) clients × BENCH_SESSIONS (50) sessions; BENCH_SCALES the multiples run (default 1, 10, 100). */
const BASE: PracticeSize = {
  clients: Number(process.env.BENCH_CLIENTS ?? 500),
  sessionsPerClient: Number(process.env.BENCH_SESSIONS ?? 50),
  notesPerClient: Number(process.env.BENCH_NOTES_PER_CLIENT ?? 10),
};
const SCALES = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number);

export interface ScaleRun {
  scale: number;
  counts: Record<string, number>;
  seededSeconds: { encrypted: number; plain: number };
  mebibytes: { encrypted: number; plain: number };
}

export interface PracticeResult {
  figures: Figure[];
  scales: ScaleRun[];
}

/**
 * The whole practice at every scale step, as a coach meets it: the demo practice written once
 * in Coachdesk's encrypted store and once in plain SQLite with the same schema, every step
 * first, then the same store functions run on every pair, in a process of their own
 * (measure-practice.ts). At the largest step also backup, unlock and the PDF, which have no
 * plain twin: their notes say what they are compared with instead.
 */
export async function practiceBench(): Promise<PracticeResult> {
  const scales: ScaleRun[] = [];
  const steps: SeededStep[] = [];
  try {
    for (const scale of [...SCALES].sort((a, b) => a - b)) {
      const size = { ...BASE, clients: BASE.clients * scale };
      console.log(`${scale}×: seeding ${size.clients} clients × ${size.sessionsPerClient} sessions, twice…`);
      const seeded = await seedPair(size);
      steps.push({ scale, dataDir: seeded.dataDir });
      const { encryptedFile, plainFile } = pairFiles(seeded.dataDir);
      const run: ScaleRun = {
        scale,
        counts: seeded.summary.counts,
        seededSeconds: seeded.seconds,
        mebibytes: { encrypted: fileSize(encryptedFile) / 2 ** 20, plain: fileSize(plainFile) / 2 ** 20 },
      };
      scales.push(run);
      console.log(`  written in ${run.seededSeconds.encrypted.toFixed(0)} s encrypted, ${run.seededSeconds.plain.toFixed(0)} s plain`);
    }
    console.log('Measuring every step…');
    const figures = measureInNewProcess(steps);
    for (const { scale } of steps) printTable(figures.filter((f) => f.scale === scale));
    return { figures, scales };
  } finally {
    for (const { dataDir } of steps) removePair(dataDir);
  }
}
