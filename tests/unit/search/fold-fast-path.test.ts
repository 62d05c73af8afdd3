import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { foldChar, foldForSearch, foldWithOrigins, SEARCH_FOLD_VERSION } from '../../../src/core/search/normalise';
import { comparable } from '../../../src/core/search/query';

/** Folding as defined: every character, one at a time. */
function foldEveryCharacter(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    folded += piece;
    for (let i = 0; i < piece.length; i++) origins.push(index);
    index += char.length;
  }
  origins.push(text.length);
  return { folded, origins };
}

/** Runs of every character from space to the end of the supplementary ideographs, so characters that fold are met next to ones that do not. */
function runsOfEveryCharacter(): string[] {
  const everything: string[] = [];
  for (let code = 0x20; code < 0x30000; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    everything.push(String.fromCodePoint(code));
  }
  const runs: string[] = [];
  for (let at = 0; at < everything.length; at += 512) runs.push(everything.slice(at, at + 512).join(''));
  return runs;
}

describe('folding text for the search index', () => {
  it('folds every character, and traces it back to the original, exactly as folding one character at a time does, in Persian, Arabic, Latin, Cyrillic and beyond', () => {
    for (const text of runsOfEveryCharacter()) {
      const expected = foldEveryCharacter(text);
      expect(foldForSearch(text)).toBe(expected.folded);
      expect(foldWithOrigins(text)).toEqual(expected);
    }
    expect(foldForSearch('می‌خواهم ۱۲ كتاب')).toBe('میخواهم 12 کتاب');
    expect(foldWithOrigins('a‌b').origins).toEqual([0, 2, 3]);
  });

  it('folds every character as the version the search indexes were built with says', () => {
    // Folding changed? Practices keep text folded the old way in their indexes: raise
    // SEARCH_FOLD_VERSION (so the next unlock rebuilds them) and record the new digest here.
    const digests: Record<number, string> = {
      1: '08f56d7b09edfc9de73d2aeb0374b30f35f66e5f533efe454b28f8caf42824e8',
      2: '06e996e0de6f7544b8706a76b39c61428bd4ab75587d5317f825c199e517eabf',
      3: '77fa62f3c33688f9fe6072411f0f3d29f7449828e9f286500dcc5ce7a1fe7fc3',
    };
    const everyCharacterFolded = runsOfEveryCharacter()
      .flatMap((run) => [...run])
      .map(foldForSearch)
      .join('\n');
    expect(createHash('sha256').update(everyCharacterFolded).digest('hex')).toBe(digests[SEARCH_FOLD_VERSION]);
  });

  it('folds by the letters around as the version the search indexes were built with says, and traces it back as folding does', () => {
    // Each fold in place where it applies, and next to where it must not (a change here changes
    // what the indexes hold: raise SEARCH_FOLD_VERSION and record the new folding).
    const samples = [
      'برنامه\u200cی کار', 'برنامه ی کار', 'نامه\u200cي', 'مسئول\u200cی', 'برنامه\u200cیِ\u200f.', 'برنامهء', 'برنامه\u200cی\u200cها', 'برنامه یک', 'زندگی', 'کی', 'ماهی', 'گاهی', 'برنامه\u200cای',
      'مسئول', 'مسؤول', 'رئیس', 'سؤال', 'آرام', 'ابتداء', 'شيء', 'جزء', 'سوء', 'ءاب',
    ].join(' | ');
    const folded: Record<number, string> = {
      3: 'برنامه کار | برنامه  کار | نامه | مسوولی | برنامه. | برنامه | برنامهیها | برنامه یک | زندگی | کی | ماهی | گاهی | برنامهای | مسوول | مسوول | رییس | سوال | ارام | ابتدا | شی | جزء | سوء | ءاب',
    };
    expect(foldForSearch(samples)).toBe(folded[SEARCH_FOLD_VERSION]);
    const { folded: traced, origins } = foldWithOrigins(samples);
    expect(traced).toBe(foldForSearch(samples));
    expect(origins).toHaveLength(traced.length + 1);
    // Every character kept is traced to itself, and what folding made of it to the character it came from.
    expect(origins[traced.indexOf(' ')]).toBe(samples.indexOf(' '));
    for (let i = 0; i < traced.length; i++) {
      const from = samples[origins[i]!]!;
      if (from !== traced[i] && foldForSearch(from) !== traced[i] && !(from === '\u0626' && traced[i] === '\u0648')) expect.fail(`${traced[i]} at ${i} traced to ${from}`);
    }
  });

  it('compares words as the index does: case and Latin accents ignored, other scripts keep theirs', () => {
    expect(comparable('Élan')).toBe('elan');
    expect(comparable('ẠNH')).toBe('anh');
    expect(comparable('Йордан')).toBe('йордан');
    expect(comparable('ТЕМА')).toBe('тема');
    expect(comparable('آرامش')).toBe('آرامش');
    for (const text of runsOfEveryCharacter()) {
      for (const char of text) {
        const decomposed = char.toLowerCase().normalize('NFD');
        const expected = [...char.toLowerCase()].map((c) => (c.normalize('NFD').charCodeAt(0) < 0x250 ? c.normalize('NFD').replace(/\p{M}/gu, '') : c)).join('');
        if (comparable(char) !== expected) expect.fail(`${char} (${decomposed})`);
      }
    }
  });
});
