/**
 * The measuring half of the practice bench (practice.bench.ts), in a process of its own: every
 * seeded pair opened as the app opens a practice (unlocked, nothing else done in the process),
 * the daily backup of each, then every screen on every pair, the scale steps in turn call by
 * call (`compareEach`), and at the largest step backup, PDF and unlock. Measured in the process
 * that had seeded them, the 100× step's screens ran up to 3× slower, in plain SQLite as much;
 * measured one step after another, minutes apart, a step could meet a slow spell of this
 * machine that another did not (bench/README.md). Writes its figures as JSON.
 *   npx tsx bench/measure-practice.ts RESULT_FILE SCALE=DATA_DIR…
 */
import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { renderReport } from '../src/core/reports/generate';
import { clearTextCaches, renderDocument } from '../src/core/reports/kit';
import { sampleProgressReport } from '../src/core/reports/kit/sample/sample-document';
import { firstUnlocks } from './first-unlock';
import { compare, compareEach, type Figure, measure, percentiles } from './harness';
import { fileSize, NOW, openPair, PASSPHRASE, type PracticePair } from './practice-pair';
import { openPlain } from './plain-db';
import { screenOperations } from './screen-operations';

/** A seeded pair's folder and its scale step. */
export interface SeededStep {
  scale: number;
  dataDir: string;
}

/** The figures of every step (smallest first), measured by this file in a new process; the whole-file ones at the last. */
export function measureInNewProcess(steps: SeededStep[]): Figure[] {
  const resultFile = join(steps.at(-1)!.dataDir, 'figures.json');
  execFileSync(process.execPath, ['--import', 'tsx', __filename, resultFile, ...steps.map((step) => `${step.scale}=${step.dataDir}`)], { stdio: 'inherit' });
  return JSON.parse(readFileSync(resultFile, 'utf8')) as Figure[];
}

async function measureSteps(steps: SeededStep[]): Promise<Figure[]> {
  const pairs: PracticePair[] = [];
  try {
    for (const step of steps) pairs.push(await openPair(step.dataDir));
    for (const pair of pairs) {
      // The daily automatic backup, once and untimed, in the practice's backup folder, where the
      // daily check (a minute after unlocking, then every ten) finds it: otherwise that check
      // starts a backup in the middle of the measurements (both cores busy for seconds).
      await backupOnce(pair, {});
      // The backup empties the encrypted store's write-ahead log (its file shrinks to nothing), so
      // the plain one's is emptied too: a commit that grows that file costs about 0.25 ms more
      // here than one that reuses it, which would otherwise be counted against encryption.
      pair.plain.pragma('wal_checkpoint(TRUNCATE)');
    }
    waitForTheDisk();
    const operations = pairs.map((pair) => screenOperations(pair.plain));
    const figures: Figure[][] = steps.map(() => []);
    for (const [index, { iterations }] of operations[0]!.entries()) {
      const ofPair = (p: number) => operations[p]![index]!;
      const timed = await compareEach(
        pairs.map((pair, p) => ({ encrypted: () => ofPair(p).run(pair.encrypted), plain: () => ofPair(p).run(pair.plain) })),
        iterations,
      );
      timed.forEach((figure, p) => figures[p]!.push({ operation: ofPair(p).name, ...figure, scale: steps[p]!.scale, screen: ofPair(p).screen, note: ofPair(p).note }));
    }
    const largest = steps.length - 1;
    figures[largest]!.push(...(await wholeFileFigures(pairs[largest]!)).map((f) => ({ ...f, scale: steps[largest]!.scale })));
    return figures.flat();
  } finally {
    for (const pair of pairs) pair.close();
  }
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
  const { backup, flushedCopy, copy, longestWait } = await backupAgainstCopies(pair);
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
    {
      operation: "backup: the app's thread, longest wait",
      encryptedP50: longestWait.p50,
      encryptedP95: longestWait.p95,
      note: 'the longest the main thread (the window, autosave) waited during each backup, while workers checked it',
    },
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

/**
 * A backup and a plain copy of the same data, flushed and not, in turn, each starting with the
 * disk caught up and the file it copies as warm as the others' (a first round is not timed),
 * and each one's output removed before the next: backups left in place pushed the practice
 * itself out of memory, so the next backup read it from the disk while the copies did not.
 */
async function backupAgainstCopies(pair: PracticePair) {
  // Not in the data folder itself: the core refuses to write a backup over the practice's own files.
  const outDir = join(pair.dataDir, 'measured');
  mkdirSync(outDir, { recursive: true });
  const backupFile = join(outDir, 'backup.coachdesk-backup');
  const copyTo = join(outDir, 'copy.db');
  const waits: number[] = [];
  const contenders = {
    backup: async () => {
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      try {
        await backupOnce(pair, { path: backupFile });
      } finally {
        delay.disable();
        waits.push(delay.max / 1e6);
      }
    },
    flushedCopy: () => copyFlushed(pair.plainFile, copyTo),
    copy: () => copyFileSync(pair.plainFile, copyTo),
  };
  const times = { backup: [] as number[], flushedCopy: [] as number[], copy: [] as number[] };
  for (let round = 0; round <= WHOLE_FILE_ROUNDS; round++) {
    for (const [name, run] of Object.entries(contenders) as [keyof typeof contenders, () => Promise<unknown> | void][]) {
      waitForTheDisk();
      const started = performance.now();
      await run();
      if (round > 0) times[name].push(performance.now() - started);
      rmSync(backupFile, { force: true });
      rmSync(copyTo, { force: true });
    }
  }
  return { backup: percentiles(times.backup), flushedCopy: percentiles(times.flushedCopy), copy: percentiles(times.copy), longestWait: percentiles(waits.slice(1)) };
}

/** Timed rounds of backup and copies, after one untimed. */
const WHOLE_FILE_ROUNDS = 3;

/**
 * A backup leaves the disk gigabytes to write at 100× (the snapshot copy it deleted, the pages
 * around it), so the screens wait until `sync` says the disk has caught up; where there is no
 * `sync`, go on. Even so, both stores ran about twice as slow for a few seconds after it, as
 * at other moments: `compareEach` alternates them call by call.
 */
function waitForTheDisk(): void {
  try {
    execFileSync('sync');
  } catch {
    // No `sync` on this system: the figures may then include the disk catching up.
  }
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

if (require.main === module) {
  const [resultFile, ...steps] = process.argv.slice(2);
  const seeded = steps.map((step): SeededStep => ({ scale: Number(step.slice(0, step.indexOf('='))), dataDir: step.slice(step.indexOf('=') + 1) }));
  void measureSteps(seeded).then((figures) => {
    writeFileSync(resultFile!, JSON.stringify(figures));
    process.exit(0);
  });
}
