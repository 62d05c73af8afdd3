import { writeFileSync } from 'node:fs';
import { renderDocument } from './src/core/reports/kit';
import { sampleProgressReport } from './src/core/reports/kit/sample/sample-document';
(async () => {
  for (const language of ['en', 'bg', 'fa', 'ms'] as const) {
    const t0 = performance.now();
    const pdf = await renderDocument(sampleProgressReport(language), { language });
    console.log(language, Math.round(performance.now() - t0), 'ms', pdf.length);
    writeFileSync(`/tmp/pdfproto/sample-${language}.pdf`, pdf);
  }
})();
