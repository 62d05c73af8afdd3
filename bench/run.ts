import { machine, printTable, saveResults } from './harness';
import { goalsBench } from './goals.bench';
import { pdfBench } from './pdf.bench';
import { schedulingBench } from './scheduling.bench';
import { vaultBench } from './vault.bench';

/** `npm run bench`: prints figures and writes bench/results/latest.json. Never part of `npm test`. */
async function main(): Promise<void> {
  console.log(`Coachdesk benchmarks on ${machine()}\n`);
  const figures = [...(await vaultBench()), ...(await schedulingBench()), ...(await goalsBench()), ...(await pdfBench())];
  printTable(figures);
  console.log(`\nSaved ${saveResults('latest', figures)}`);
}

void main();
