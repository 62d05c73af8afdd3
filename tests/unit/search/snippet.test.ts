import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../src/core/search/normalise';
import { queryTerms, toFtsQuery } from '../../../src/core/search/query';
import { snippetFrom } from '../../../src/core/search/snippet';

const found = (text: string, query: string) => snippetFrom(text, queryTerms(query)).filter((p) => p.match).map((p) => p.text);

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
    const parts = snippetFrom(original, queryTerms('میخواهم'));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['می‌خواهم']);
    expect(parts[0]).toEqual({ text: expect.stringMatching(/^…/), match: false });
    expect(parts.at(-1)!.text.endsWith('…')).toBe(true);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(200);
  });

  it('highlights the words the index matched: any case, Latin accents, word starts, Arabic letters', () => {
    expect(found('ЦЕЛТА е ясна, целите също', 'цел')).toEqual(['ЦЕЛТА', 'целите']);
    expect(found('Un café et un résumé', 'resume cafe')).toEqual(['café', 'résumé']);
    expect(found('كوچينگ با خلق شفافیت', 'کوچینگ')).toEqual(['كوچينگ']);
    // A one-letter word matches only itself, as in the index; other scripts keep their marks.
    expect(found('и й или', 'и')).toEqual(['и']);
  });

  it('shows the start of the text when the words are not in it (a match in the title)', () => {
    expect(snippetFrom('Short note', queryTerms('other'))).toEqual([{ text: 'Short note', match: false }]);
    expect(snippetFrom('Goal\nA calmer rhythm', queryTerms('other'))).toEqual([{ text: 'Goal · A calmer rhythm', match: false }]);
    // A line that ends in its own punctuation needs no separator after it.
    expect(snippetFrom('Reality: ready by Thursday.\nOptions', queryTerms('other'))).toEqual([{ text: 'Reality: ready by Thursday. Options', match: false }]);
    expect(snippetFrom('آمادگی برای پنجشنبه،\nواقعیت', queryTerms('other'))).toEqual([{ text: 'آمادگی برای پنجشنبه، واقعیت', match: false }]);
  });

  it('joins the paragraphs of Persian text with a Persian comma: a middle dot beside Persian digits reads as a zero', () => {
    expect(snippetFrom('هدف\n۱۰ دقیقه پیاده‌روی', queryTerms('other'))).toEqual([{ text: 'هدف، ۱۰ دقیقه پیاده‌روی', match: false }]);
    const parts = snippetFrom('جلسهٔ ۱۰\nهدف روشن شد', queryTerms('هدف'));
    expect(parts.map((part) => part.text).join('')).toBe('جلسهٔ ۱۰، هدف روشن شد');
    // By what the snippet shows: an English note quoting Persian further on keeps its dot.
    const quoting = snippetFrom(`Goal\nWalk 10 minutes${' a day'.repeat(40)}\nShe said: «هدف»`, queryTerms('walk'));
    expect(quoting.map((part) => part.text).join('')).toMatch(/^Goal · Walk 10 minutes/);
  });

  it('quotes every word of a query and matches word starts as they are typed', () => {
    expect(toFtsQuery(queryTerms('Цел "NOT" a*'))).toBe('"Цел"* "NOT"* "a"');
    expect(toFtsQuery(queryTerms('می‌خواهم'))).toBe('"میخواهم"*');
    expect(toFtsQuery(queryTerms('  ?! '))).toBeNull();
  });
});

describe('a snippet cut where no space falls', () => {
  it('never splits a character written as two UTF-16 units (an emoji)', () => {
    // No space anywhere, and each parity of where the cuts fall.
    for (const pad of ['', 'a']) {
      const text = `${pad}${'🎉'.repeat(40)}hello${'🙏'.repeat(120)}`;
      const shown = snippetFrom(text, queryTerms('hello')).map((p) => p.text).join('');
      expect(shown).toContain('hello');
      expect(shown, pad).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });
});
