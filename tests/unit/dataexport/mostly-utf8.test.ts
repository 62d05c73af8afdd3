import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClientRow } from '../../../src/core/dataexport/csv-import/client-row';
import { readCsvFile } from '../../../src/core/dataexport/csv-import/read-file';
import { sampleSentences } from '../../../src/core/demo/content/samples';
import type { LegacyEncoding } from '../../../src/shared/contract';
import { legacyBytes } from '../support/legacy-bytes';
import { tempDir } from '../support/practice';

function fileOf(bytes: Buffer): string {
  const path = join(tempDir(), 'clients.csv');
  writeFileSync(path, bytes);
  return path;
}

describe('a UTF-8 client list with a few bytes that are not', () => {
  it('is read as UTF-8, its names whole, and the row with the bad bytes kept out as unreadable', () => {
    const good = Buffer.from('Name,Background\nМария Георгиева,Иска повече време\nسارا احمدی,نشانگر\nJosé Tan,Café\n');
    const bad = Buffer.concat([Buffer.from('Ив'), Buffer.from([0xff, 0xfe]), Buffer.from('ан,x\n')]);
    const { text, encoding } = readCsvFile(fileOf(Buffer.concat([good, bad])), 'bg');
    // It was read as Windows-1256, every name garbled ("ذ–ذ©ذ®…").
    expect(encoding).toBe('utf-8');
    expect(text).toContain('Мария Георгиева,Иска повече време\nسارا احمدی');
    expect(checkClientRow({ name: 'Ив\uFFFD\uFFFDан' }, 'bg').problems).toEqual([{ field: 'name', code: 'unreadable', value: 'Ив\uFFFD\uFFFDан' }]);
    expect(checkClientRow({ name: 'Иван' }, 'bg').problems).toEqual([]);
  });

  it.each<[string, LegacyEncoding]>([
    ['bg', 'windows-1251'],
    ['fa', 'windows-1256'],
  ])('still reads a %s list saved in a legacy encoding as that encoding', (language, encoding) => {
    const sentences = sampleSentences(language as 'bg' | 'fa').filter((sentence) => !/[\u06f0-\u06f9]/u.test(sentence));
    for (const sentence of sentences) expect([sentence, readCsvFile(fileOf(legacyBytes(`Name\n${sentence}\n`, encoding)), 'en').encoding]).toEqual([sentence, encoding]);
  });
});
