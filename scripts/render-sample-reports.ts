// Renders, in every language, the PDF kit's sample report and the two real documents (a
// session summary and a progress report) from a practice seeded in a temporary folder, as PDF
// and as PNG pages (pdftoppm -r 60), for looking at: a Persian page that reads backwards is a
// bug only looking finds. The temporary practice is deleted afterwards.
//   npx tsx scripts/render-sample-reports.ts OUT_DIR
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import { renderDocument } from '../src/core/reports/kit';
import { sampleProgressReport } from '../src/core/reports/kit/sample/sample-document';
import { seedPractice, seedReportClient } from '../src/core/reports/sample/seed-client';
import { LANGUAGES } from '../src/shared/languages';

const CHEAP_KDF = { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

function write(outDir: string, name: string, pdf: Uint8Array): void {
  const file = join(outDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const png = spawnSync('pdftoppm', ['-r', '60', '-png', file, join(outDir, name)]);
  console.log(png.status === 0 ? `${file} (+ PNG pages)` : `${file} (pdftoppm failed: ${png.stderr})`);
}

async function main(outDir: string | undefined): Promise<void> {
  if (!outDir) throw new Error('usage: npx tsx scripts/render-sample-reports.ts OUT_DIR');
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-render-'));
  const core = new Core({ dataDir, kdf: CHEAP_KDF, now: () => Date.parse('2024-06-28T12:00:00Z') });
  try {
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: 'lantern orchard velvet compass' });
    await core.call('vault.setupConfirm', { recoveryKey });
    for (const language of LANGUAGES) {
      write(outDir, `sample-report-${language}`, await renderDocument(sampleProgressReport(language), { language }));
      await seedPractice(core, language);
      const seeded = await seedReportClient(core, language);
      const summary = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: seeded.sessionIds[4]! } });
      write(outDir, `session-summary-${language}`, Buffer.from(summary.pdf!, 'base64'));
      const progress = await core.call('reports.generate', { document: { kind: 'progressReport', clientId: seeded.clientId, summary: 'Lorem' } });
      write(outDir, `progress-report-${language}`, Buffer.from(progress.pdf!, 'base64'));
    }
  } finally {
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv[2]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
