import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src/core/reports/kit';
import { pdfText } from './poppler';
import { samplePdf } from './samples';

// Its own file, so that these documents are the first this process renders: font objects are
// shared by every document a process makes.
describe('fonts shared between documents', () => {
  it('keep a letter’s text after an earlier document drew it only inside another glyph', async () => {
    // Noto draws the bold Bulgarian "Т" from Latin "T"; writing that subset once left "T"
    // without text in every later document.
    await samplePdf('bg');
    const pdf = await renderDocument({ title: 't', header: { practiceName: 'p' }, blocks: [{ kind: 'heading', level: 1, text: 'TIME TO TALK' }] }, { language: 'en' });
    expect(pdfText(pdf)).toContain('TIME TO TALK');
  });
});
