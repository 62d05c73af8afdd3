import { execFileSync } from 'node:child_process';
import { clearTextCaches, renderDocument } from '../src/core/reports/kit';
import { sampleProgressReport } from '../src/core/reports/kit/sample/sample-document';
import { type Figure, measure } from './harness';

/**
 * A 10-page Persian progress report with four charts (three goals, the Wheel of Life), warm:
 * fonts already open, as in an app that has made a report before. Target: median under 300 ms.
 * Also the same render with the shaping and line caches emptied first, to show what they save.
 */
export async function pdfBench(): Promise<Figure[]> {
  const model = sampleProgressReport('fa', { sessions: 60, summaryRepeats: 5 });
  const render = () => renderDocument(model, { language: 'fa' });
  const pages = countPages(await render());
  const warm = await measure(render, 30, 5);
  const uncached = await measure(async () => {
    clearTextCaches();
    await render();
  }, 15, 3);
  return [
    { operation: `PDF: ${pages}-page Persian report, 4 charts, warm`, encryptedP50: warm.p50, encryptedP95: warm.p95, note: 'no database involved; target p50 < 300 ms' },
    { operation: 'PDF: same, text caches emptied each time', encryptedP50: uncached.p50, encryptedP95: uncached.p95, note: 'shaping every word again' },
  ];
}

function countPages(pdf: Buffer): number | string {
  try {
    return Number(execFileSync('pdfinfo', ['-'], { input: pdf }).toString().match(/Pages:\s+(\d+)/)![1]);
  } catch {
    return '?';
  }
}
