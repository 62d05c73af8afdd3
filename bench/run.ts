import { type Figure, machine, printTable, saveResults } from './harness';
import { goalsBench } from './goals.bench';
import { pdfBench } from './pdf.bench';
import { schedulingBench } from './scheduling.bench';
import { searchBench } from './search.bench';
import { vaultBench } from './vault.bench';

const BENCHES: Record<string, () => Promise<Figure[]>> = { vault: vaultBench, scheduling: schedulingBench, goals: goalsBench, search: searchBench, pdf: pdfBench };

/**
 * `npm run bench [-- NAME…]`: prints figures and writes bench/results/latest.json (or, for
 * some benchmarks only, NAME.json). Never part of `npm test`. The search benchmark seeds
 * 500,000 notes twice, about ten minutes here (BENCH_NOTES to change).
 */
async function main(): Promise<void> {
  console.log(`Coachdesk benchmarks on ${machine()}\n`);
  const chosen = process.argv.slice(2).filter((name) => name in BENCHES);
  const figures: Figure[] = [];
  for (const name of chosen.length ? chosen : Object.keys(BENCHES)) figures.push(...(await BENCHES[name]!()));
  printTable(figures);
  console.log(`\nSaved ${saveResults(chosen.length ? chosen.join('-') : 'latest', figures)}`);
}

void main();
