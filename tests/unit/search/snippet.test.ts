import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../src/core/search/normalise';
import { toFtsQuery } from '../../../src/core/search/query';
import { MARK_CLOSE, MARK_OPEN, snippetFrom } from '../../../src/core/search/snippet';

/** What FTS5's highlight() returns for `original` with the words in `found` (folded) marked. */
function highlight(original: string, found: string[]): string {
  let folded = foldForSearch(original);
  for (const word of found) folded = folded.replace(word, `${MARK_OPEN}${word}${MARK_CLOSE}`);
  return folded;
}

describe('search text folding and snippets', () => {
  it('folds Persian spellings to one form and leaves other scripts as they are', () => {
    expect(foldForSearch('می‌خواهم')).toBe('میخواهم');
    expect(foldForSearch('كيك')).toBe('کیک');
    expect(foldForSearch('بَرنامـــه')).toBe('برنامه');
    expect(foldForSearch('۱۴۰۳ و ١٢')).toBe('1403 و 12');
    expect(foldForSearch('ﻻ')).toBe('لا');
    expect(foldForSearch('Осъзнатост и Café')).toBe('Осъзнатост и Café');
  });

  it('cuts the snippet from the coach’s own spelling around the first match', () => {
    const original = `${'Вступление. '.repeat(20)}Тя каза: می‌خواهم да опитам отново.${' Край.'.repeat(40)}`;
    const parts = snippetFrom(original, highlight(original, ['میخواهم']));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['می‌خواهم']);
    expect(parts[0]).toEqual({ text: expect.stringMatching(/^…/), match: false });
    expect(parts.at(-1)!.text.endsWith('…')).toBe(true);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(200);
  });

  it('shows the start of the text when the match is only in another column', () => {
    expect(snippetFrom('Short note', 'short note')).toEqual([{ text: 'Short note', match: false }]);
  });

  it('quotes every word of a query and matches word starts as they are typed', () => {
    expect(toFtsQuery('Цел "NOT" a*')).toBe('"Цел"* "NOT"* "a"');
    expect(toFtsQuery('می‌خواهم')).toBe('"میخواهم"*');
    expect(toFtsQuery('  ?! ')).toBeNull();
  });
});
