import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupStatusBench } from './backup-status.bench';
import { type Figure, machine, markdownTable, printTable, saveResults } from './harness';
import { goalsBench } from './goals.bench';
import { longWordBench } from './long-word.bench';
import { pdfBench } from './pdf.bench';
import { practiceBench, type PracticeResult } from './practice.bench';
import { scaleCheckTable, scalesTable } from './practice-report';
import { schedulingBench } from './scheduling.bench';
import { searchBench } from './search.bench';
import { searchRebuildBench } from './search-rebuild.bench';
import { vaultBench } from './vault.bench';

const BENCHES: Record<string, () => Promise<Figure[]>> = {
  vault: vaultBench,
  scheduling: schedulingBench,
  goals: goalsBench,
  search: searchBench,
  'search-rebuild': searchRebuildBench,
  pdf: pdfBench,
  'long-word': longWordBench,
  'backup-status': backupStatusBench,
};

/**
 * `npm run bench`: the demo practice at three scale steps, encrypted against plain SQLite
 * (bench/practice.bench.ts), printed, saved to bench/results/<name>.json, the practice also as tables in
 * bench/results.md. `npm run bench -- NAME…` runs other benchmarks (`all` for every one; the
 * search benchmark alone seeds 500,000 notes twice, about ten minutes here). Never part of `npm test`.
 */
async function main(): Promise<void> {
  console.log(`Coachdesk benchmarks on ${machine()}\n`);
  const asked = process.argv.slice(2);
  const names = asked.includes('all') ? ['practice', ...Object.keys(BENCHES)] : asked.filter((name) => name === 'practice' || name in BENCHES);
  if (names.length === 0) names.push('practice');
  const figures: Figure[] = [];
  for (const name of names) {
    if (name === 'practice') {
      const practice = await practiceBench();
      figures.push(...practice.figures);
      console.log(`Saved ${saveResults(name, practice.figures, { scales: practice.scales })}`);
      writePracticeReport(practice);
    } else {
      const own = await BENCHES[name]!();
      figures.push(...own);
      console.log(`Saved ${saveResults(name, own)}`);
    }
  }
  printTable(figures);
}

function writePracticeReport(practice: PracticeResult): void {
  const path = join(__dirname, 'results.md');
  const text = [
    '# Latest benchmark run',
    `${new Date().toISOString().slice(0, 10)} on ${machine()}.`,
    '## Sizes',
    scalesTable(practice),
    '## Screens at every scale (encrypted p50)',
    scaleCheckTable(practice),
    '## Every operation, encrypted against plain SQLite',
    markdownTable(practice.figures),
  ].join('\n\n');
  writeFileSync(path, `${text}\n`);
  console.log(scaleCheckTable(practice));
  console.log(`Saved ${path}`);
  // The short version in the README, between its markers, so the figures next to the instructions are never stale.
  const readme = join(__dirname, 'README.md');
  const short = `${new Date().toISOString().slice(0, 10)} on ${machine()}; every figure in results.md.\n\n${scalesTable(practice)}\n\n${scaleCheckTable(practice)}`;
  writeFileSync(readme, readFileSync(readme, 'utf8').replace(/(<!-- latest run -->\n)[\s\S]*?(\n<!-- end of latest run -->)/, `$1${short}$2`));
  console.log(`Updated ${readme}`);
}

void main();
