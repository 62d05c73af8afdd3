import { describe, expect, it } from 'vitest';
import { foldForSearch, foldWithOrigins } from '../../../src/core/search/normalise';

describe('folding text for the search index', () => {
  it('folds every character exactly as the snippets do (character by character), in Persian, Arabic, Latin, Cyrillic and beyond', () => {
    const everything: string[] = [];
    for (let code = 0x20; code < 0x30000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      everything.push(String.fromCodePoint(code));
    }
    // In runs, so characters that fold are met next to ones that do not.
    for (let at = 0; at < everything.length; at += 512) {
      const text = everything.slice(at, at + 512).join('');
      expect(foldForSearch(text)).toBe(foldWithOrigins(text).folded);
    }
    expect(foldForSearch('می‌خواهم ۱۲ كتاب')).toBe('میخواهم 12 کتاب');
  });
});
