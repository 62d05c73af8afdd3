import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Figure, machine, markdownTable, printTable, saveResults } from './harness';
import { goalsBench } from './goals.bench';
import { pdfBench } from './pdf.bench';
import { practiceBench } from './practice.bench';
import { schedulingBench } from './scheduling.bench';
import { searchBench } from './search.bench';
import { vaultBench } from './vault.bench';

const BENCHES: Record<string, () => Promise<Figure[]>> = { practice: practiceBench, vault: vaultBench, scheduling: schedulingBench, goals: goalsBench, search: searchBench, pdf: pdfBench };

/**
 * `npm run bench`: the demo practice at a long career's size, encrypted against plain SQLite
 * (bench/practice.bench.ts), printed, saved to bench/results/practice.json and as a table in
 * bench/results.md. `npm run bench -- NAME…` runs other benchmarks (`all` for every one; the
 * search benchmark alone seeds 500,000 notes twice, about ten minutes here). Never part of `npm test`.
 */
async function main(): Promise<void> {
  console.log(`Coachdesk benchmarks on ${machine()}\n`);
  const asked = process.argv.slice(2);
  const chosen = asked.includes('all') ? Object.keys(BENCHES) : asked.filter((name) => name in BENCHES);
  const names = chosen.length ? chosen : ['practice'];
  const figures: Figure[] = [];
  for (const name of names) figures.push(...(await BENCHES[name]!()));
  printTable(figures);
  const name = names.join('-');
  console.log(`\nSaved ${saveResults(name, figures)}`);
  if (name === 'practice') {
    const path = join(__dirname, 'results.md');
    writeFileSync(path, `# Latest benchmark run\n\n${new Date().toISOString().slice(0, 10)} on ${machine()}.\n\n${markdownTable(figures)}\n`);
    console.log(`Saved ${path}`);
  }
}

void main();
