import { describe, expect, it } from 'vitest';
import { decodeLegacy, guessLegacyEncoding } from '../../../src/core/dataexport/csv-import/legacy-encoding';
import { sampleSentences } from '../../../src/core/demo/content/samples';
import type { LegacyEncoding } from '../../../src/shared/contract';
import { LANGUAGES } from '../../../src/shared/languages';
import { legacyBytes } from '../support/legacy-bytes';

const SAVED_IN: [string, LegacyEncoding][] = [
  ['bg', 'windows-1251'],
  ['fa', 'windows-1256'],
];

describe('guessing the encoding of a CSV that is not UTF-8', () => {
  it.each(SAVED_IN)('reads each %s coaching sentence in the encoding it was saved in, whatever the coach’s language', (language, encoding) => {
    // Not the sentences with letters the encoding lacks (Persian digits): no such file exists.
    const sentences = sampleSentences(language as 'bg' | 'fa').filter((sentence) => !/[\u06f0-\u06f9]/u.test(sentence));
    expect(sentences.length).toBeGreaterThan(10);
    for (const sentence of sentences) {
      const bytes = legacyBytes(sentence, encoding);
      for (const coach of LANGUAGES) expect([sentence, coach, guessLegacyEncoding(bytes, coach)]).toEqual([sentence, coach, encoding]);
    }
  });

  // The names read right (a Western text reads the same in Windows-1256 and -1252).
  it('reads a client list of a few rows in Cyrillic, Persian or Western letters', () => {
    const lists: [string, LegacyEncoding][] = [
      ['Име;Имейл\nИван Петров;ivan@example.com\nМария Георгиева;maria@example.com\n', 'windows-1251'],
      ['نام,ایمیل\nعلی حسینی,ali@example.com\nمریم کریمی,maryam@example.com\n', 'windows-1256'],
      ['Name,Notes\nJosé Tan,Café owner\nAminah binti Ali,Prefers Zoom\n', 'windows-1252'],
      ['Name\nÉLODIE MARTIN\nFrançois Ng\n', 'windows-1252'],
    ];
    for (const [list, encoding] of lists) {
      const bytes = legacyBytes(list, encoding);
      for (const coach of LANGUAGES) expect([coach, decodeLegacy(bytes, guessLegacyEncoding(bytes, coach))]).toEqual([coach, decodeLegacy(bytes, encoding)]);
    }
  });

  it('goes by the coach’s language when the letters cannot tell', () => {
    // Only a typographic apostrophe beyond ASCII: the same byte in all three.
    const bytes = legacyBytes('Name\nO’Brien\n', 'windows-1252');
    expect(LANGUAGES.map((coach) => guessLegacyEncoding(bytes, coach))).toEqual(LANGUAGES.map((coach) => ({ bg: 'windows-1251', fa: 'windows-1256', en: 'windows-1252', ms: 'windows-1252' })[coach]));
  });
});
