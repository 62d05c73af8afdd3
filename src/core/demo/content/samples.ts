import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../shared/languages';
import { resourcesDir } from '../../reports/kit/resources';

const cache = new Map<Language, string[]>();

/**
 * Sentences of the real coaching text in `language` (resources/samples), which demo notes,
 * journal entries and backgrounds are written from. Headings, sources and fragments are left out.
 */
export function sampleSentences(language: Language): string[] {
  let sentences = cache.get(language);
  if (!sentences) {
    const text = readFileSync(join(resourcesDir(), 'samples', `coaching-${language}.txt`), 'utf8');
    sentences = text
      // Sentence ends, clauses after a semicolon, and Persian sentences that follow a full stop without a space.
      .split(/(?<=[.!?؟;])\s+(?=\p{L})|(?<=\.)(?=\p{Script=Arabic})|\n+/u)
      .map((s) => s.replace(/\s+/g, ' ').replace(/\s+([.,;])/g, '$1').trim())
      .map((s) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1))
      .filter((s) => s.length >= 30 && s.length <= 420 && !/https?:|ادامه دارد/.test(s));
    cache.set(language, sentences);
  }
  return sentences;
}
