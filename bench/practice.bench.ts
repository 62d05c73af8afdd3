import { closeSync, copyFileSync, fsyncSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { renderReport } from '../src/core/reports/generate';
import { clearTextCaches, renderDocument } from '../src/core/reports/kit';
import { sampleProgressReport } from '../src/core/reports/kit/sample/sample-document';
import { firstUnlocks } from './first-unlock';
import { compare, type Figure, measure, percentiles, printTable } from './harness';
import { buildPair, fileSize, NOW, PASSPHRASE, type PracticePair, type PracticeSize } from './practice-pair';
import { openPlain } from './plain-db';
import { screenOperations } from './screen-operations';

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
 * in Coachdesk's encrypted store and once in plain SQLite with the same schema, then the same
 * store functions run on both. At the largest step also backup, unlock and the PDF, which
 * have no plain twin: their notes say what they are compared with instead.
 */
export async function practiceBench(): Promise<PracticeResult> {
  const figures: Figure[] = [];
  const scales: ScaleRun[] = [];
  const largest = Math.max(...SCALES);
  for (const scale of SCALES) {
    const size = { ...BASE, clients: BASE.clients * scale };
    console.log(`${scale}×: seeding ${size.clients} clients × ${size.sessionsPerClient} sessions, twice…`);
    const pair = await buildPair(size);
    try {
      const run: ScaleRun = {
        scale,
        counts: pair.summary.counts,
        seededSeconds: pair.seconds,
        mebibytes: { encrypted: fileSize(pair.encryptedFile) / 2 ** 20, plain: fileSize(pair.plainFile) / 2 ** 20 },
      };
      scales.push(run);
      console.log(`  written in ${run.seededSeconds.encrypted.toFixed(0)} s encrypted, ${run.seededSeconds.plain.toFixed(0)} s plain`);
      // The daily automatic backup, once and untimed, in the practice's backup folder, where the
      // daily check (a minute after unlocking, then every ten) finds it: otherwise that check
      // starts a backup in the middle of the measurements (both cores busy for seconds).
      await backupOnce(pair, {});
      // The backup empties the encrypted store's write-ahead log (its file shrinks to nothing), so
      // the plain one's is emptied too: a commit that grows that file costs about 0.25 ms more
      // here than one that reuses it, which would otherwise be counted against encryption.
      pair.plain.pragma('wal_checkpoint(TRUNCATE)');
      for (const operation of screenOperations(pair.plain)) {
        const figure = await compare(operation.name, () => operation.run(pair.encrypted), () => operation.run(pair.plain), operation.iterations);
        figures.push({ ...figure, scale, screen: operation.screen, note: operation.note });
      }
      if (scale === largest) figures.push(...(await wholeFileFigures(pair)).map((f) => ({ ...f, scale })));
      // Each step as soon as it is done: a long run stopped midway still has the steps behind it.
      printTable(figures.filter((f) => f.scale === scale));
    } finally {
      pair.close();
    }
  }
  return { figures, scales };
}

/** A backup where `to` says (the backup folder when empty), once no other is running. */
async function backupOnce(pair: PracticePair, to: { path?: string }): Promise<void> {
  for (;;) {
    try {
      await pair.core.call('backup.create', to);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'BACKUP_BUSY') throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * The progress report a coach prints for a client, built from the practice (sessions, goals
 * with their charts, Wheel of Life, action items) and rendered in Persian: the client with the
 * most goal check-ins, their whole history.
 */
async function clientReportFigure(pair: PracticePair): Promise<Figure> {
  const clientId = pair.plain
    .prepare('SELECT g.client_id FROM goal_check_ins k JOIN goals g ON g.id = k.goal_id GROUP BY g.client_id ORDER BY count(*) DESC, g.client_id LIMIT 1')
    .pluck()
    .get() as number;
  const report = (db: PracticePair['plain']) => renderReport(db, { kind: 'progressReport', clientId }, 'fa', null, NOW);
  const { pdf } = await report(pair.encrypted);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const figure = await compare('PDF: a client\'s progress report, from the practice', () => report(pair.encrypted), () => report(pair.plain), 20);
  return { ...figure, note: `Persian, ${pages} pages, warm; target p50 < 300 ms` };
}

/** Backup, PDF and unlock: whole-file or CPU-bound work, measured once at the largest step. */
async function wholeFileFigures(pair: PracticePair): Promise<Figure[]> {
  pair.encrypted.pragma('wal_checkpoint(TRUNCATE)');
  pair.plain.pragma('wal_checkpoint(TRUNCATE)');
  const backup = await measure(() => backupOnce(pair, { path: join(pair.dataDir, `backup-${performance.now()}.coachdesk-backup`) }), 3, 0);
  // A backup is flushed to disk before it counts; a bare copy may still be in memory when it
  // returns. Both copies are figures: the flushed one first, before the bare ones' dirty pages.
  const copyTo = join(pair.dataDir, 'copy.db');
  const flushedCopy = await measure(() => copyFlushed(pair.plainFile, copyTo), 3, 1);
  const copy = await measure(() => copyFileSync(pair.plainFile, copyTo), 3, 1);
  const mib = (file: string) => fileSize(file) / 2 ** 20;
  const againstCopy = (operation: string, baseline: { p50: number; p95: number }, what: string): Figure => ({
    operation,
    encryptedP50: backup.p50,
    encryptedP95: backup.p95,
    plainP50: baseline.p50,
    plainP95: baseline.p95,
    ratio: backup.p50 / baseline.p50,
    note: `${(mib(pair.encryptedFile) / (backup.p50 / 1000)).toFixed(0)} MiB/s against ${what} at ${(mib(pair.plainFile) / (baseline.p50 / 1000)).toFixed(0)} MiB/s; target at least a third`,
  });
  const figures: Figure[] = [
    againstCopy('backup and verify', copy, 'a plain file copy'),
    againstCopy('backup and verify, against a flushed copy', flushedCopy, 'a plain file copy flushed to disk'),
  ];

  // The document kit's 10-page Persian progress report.
  const model = sampleProgressReport('fa', { sessions: 60, summaryRepeats: 5 });
  await renderDocument(model, { language: 'fa' });
  const pdf = await measure(() => renderDocument(model, { language: 'fa' }), 20, 3);
  figures.push({ operation: 'PDF: 10-page Persian report, warm', encryptedP50: pdf.p50, encryptedP95: pdf.p95, note: 'no database read; target p50 < 300 ms' });
  figures.push(await clientReportFigure(pair));
  clearTextCaches();

  // Unlock pays the passphrase hash on purpose, so its plain twin is a bare open.
  const unlock = await measure(async () => {
    await pair.core.call('vault.lock', {});
    await pair.core.call('vault.unlock', { passphrase: PASSPHRASE });
  }, 5, 1);
  pair.plain.close();
  const plainOpen = await measure(async () => {
    const db = await openPlain(pair.plainFile);
    db.prepare('SELECT count(*) FROM clients').get();
    db.close();
  }, 5, 1);
  figures.push({ operation: 'open + unlock', encryptedP50: unlock.p50, encryptedP95: unlock.p95, plainP50: plainOpen.p50, plainP95: plainOpen.p95, note: 'Argon2id by design (target 250–1000 ms); no ratio' });
  // The figure above is a process that has unlocked before; a coach's first unlock after
  // starting the app is not, and its hash's memory is new to it.
  await pair.core.call('vault.lock', {});
  const first = percentiles(firstUnlocks(pair.dataDir, 7));
  await pair.core.call('vault.unlock', { passphrase: PASSPHRASE });
  figures.push({ operation: 'first unlock, new process', encryptedP50: first.p50, encryptedP95: first.p95, note: 'the unlock alone, in a process started for it (7 runs); target 250–1000 ms' });
  return figures;
}

/** A file copy that is on the disk when it returns, as a backup must be. */
function copyFlushed(from: string, to: string): void {
  copyFileSync(from, to);
  const file = openSync(to, 'r+');
  try {
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
}
