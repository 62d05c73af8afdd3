import { machine, printTable, saveResults } from './harness';
import { goalsBench } from './goals.bench';
import { vaultBench } from './vault.bench';

/** `npm run bench`: prints figures and writes bench/results/latest.json. Never part of `npm test`. */
async function main(): Promise<void> {
  console.log(`Coachdesk benchmarks on ${machine()}\n`);
  const figures = [...(await vaultBench()), ...(await goalsBench())];
  printTable(figures);
  console.log(`\nSaved ${saveResults('latest', figures)}`);
}

void main();
