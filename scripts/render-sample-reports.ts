// Renders the PDF kit's sample progress report in every language to OUT_DIR, as PDF and as
// PNG pages (pdftoppm -r 60), for looking at: a Persian page that reads backwards is a bug
// only looking finds. Sample data only; no practice is opened.
//   npx tsx scripts/render-sample-reports.ts OUT_DIR
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDocument } from '../src/core/reports/kit';
import { sampleProgressReport } from '../src/core/reports/kit/sample/sample-document';
import { LANGUAGES } from '../src/shared/languages';

async function main(outDir: string | undefined): Promise<void> {
  if (!outDir) throw new Error('usage: npx tsx scripts/render-sample-reports.ts OUT_DIR');
  mkdirSync(outDir, { recursive: true });
  for (const language of LANGUAGES) {
    const file = join(outDir, `sample-report-${language}.pdf`);
    writeFileSync(file, await renderDocument(sampleProgressReport(language), { language }));
    const png = spawnSync('pdftoppm', ['-r', '60', '-png', file, join(outDir, `sample-report-${language}`)]);
    console.log(png.status === 0 ? `${file} (+ PNG pages)` : `${file} (pdftoppm failed: ${png.stderr})`);
  }
}

main(process.argv[2]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
