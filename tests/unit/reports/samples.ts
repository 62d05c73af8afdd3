import type { Language } from '../../../src/shared/languages';
import { renderDocument } from '../../../src/core/reports/kit';
import { sampleProgressReport } from '../../../src/core/reports/kit/sample/sample-document';

const rendered = new Map<Language, Promise<Buffer>>();

/** Each language's sample progress report, rendered once per test file. */
export function samplePdf(language: Language): Promise<Buffer> {
  let pdf = rendered.get(language);
  if (!pdf) rendered.set(language, (pdf = renderDocument(sampleProgressReport(language), { language, createdAt: new Date('2024-06-28T10:00:00Z') })));
  return pdf;
}
