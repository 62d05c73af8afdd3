import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcesDir } from '../../../src/core/reports/kit/resources';
import { layoutText } from '../../../src/core/reports/kit/text/text-layout';
import type { Language } from '../../../src/shared/languages';
import { pdfWords } from './poppler';
import { samplePdf } from './samples';

/**
 * Emoji support must not move anything in a document without emoji. These digests were taken
 * from the code before it (commit 777c048): every word's place in the four sample reports as
 * pdftotext reads it, and every piece of the sample texts as the layout places it (font, text,
 * position, width) in both directions, regular and bold. A deliberate change of layout changes
 * them too: then check the documents by eye and take the new values from the failure. (The
 * words' digests were taken again when the wheel's scale became the screen's: only its numbers
 * moved, 2, 4, 6, 8 and 10 giving way to 1, 4, 7 and 10. Persian's again when a line chart's first
 * and last dates were kept within the plot: only those dates moved, by 1.5 and 2.5 points.)
 */
const LAYOUT: Record<Language, { words: string; pieces: string }> = {
  en: { words: 'a1208484fa57ef8619534fd6', pieces: '81720f174981b9f3b609200d' },
  bg: { words: 'f21eab9ced58b218c89d4c61', pieces: '51c95e3046731c713b78e346' },
  fa: { words: 'cc9d1b7ed347f28bfb0d1437', pieces: '14656f40638d5028bfca1c4a' },
  ms: { words: 'ff6b8be78e3250777b9a188f', pieces: '9679139fe142fced972b8d76' },
};

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

function piecesOf(language: Language): string {
  const text = readFileSync(join(resourcesDir(), 'samples', `coaching-${language}.txt`), 'utf8');
  const out: string[] = [];
  for (const direction of ['ltr', 'rtl'] as const) {
    for (const bold of [false, true]) {
      for (const line of layoutText(text, { size: 10.5, bold }, 300, direction, 'justify').lines) {
        out.push(line.pieces.map((p) => `${p.face} ${p.x.toFixed(3)} ${p.width.toFixed(3)} ${p.text}`).join(' | '));
      }
    }
  }
  return out.join('\n');
}

describe.each(Object.keys(LAYOUT) as Language[])('a document without emoji in %s', (language) => {
  it('is laid out exactly as before emoji were supported', async () => {
    const words = pdfWords(await samplePdf(language)).map((w) => `${w.page} ${w.xMin} ${w.yMin} ${w.xMax} ${w.text}`);
    expect({ words: digest(words.join('\n')), pieces: digest(piecesOf(language)) }).toEqual(LAYOUT[language]);
  });
});
