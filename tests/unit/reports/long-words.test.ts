import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FaceName, loadFaces } from '../../../src/core/reports/kit/fonts';
import { analyse } from '../../../src/core/reports/kit/text/bidi';
import { breakLines } from '../../../src/core/reports/kit/text/line-break';
import { familiesOf } from '../../../src/core/reports/kit/text/script-fonts';
import { clearTextCaches } from '../../../src/core/reports/kit/text/shaping';
import { layoutText } from '../../../src/core/reports/kit/text/text-layout';

/**
 * A note pasted without a space (a long web address, base64, a line of dashes) used to keep the
 * core busy for about a minute at the note's largest size. Speed is measured in bench/, never
 * here: these tests count the work instead, which grew with the square of the word's length.
 */
const LENGTH = 20_000;
const WIDTH = 480;
const body = { size: 10.5 };

/**
 * `length` characters or more of pieces drawn from `pieces` at random (the same each run). Not
 * a repeated pattern: lines would then recur, and the shaping cache hide how much was shaped.
 */
function wordOf(pieces: string[], length = LENGTH): string {
  let word = '';
  for (let seed = 7; word.length < length; ) {
    seed = (seed * 48271) % 2147483647;
    word += pieces[seed % pieces.length];
  }
  return word;
}

const BASE64 = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
const PERSIAN = Array.from('ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی');

/** Counts the characters handed to fontkit's shaper, from empty caches. */
function countShaped(): () => number {
  clearTextCaches();
  let shaped = 0;
  const faces = loadFaces();
  for (const face of Object.keys(faces) as FaceName[]) {
    const layout = faces[face].layout.bind(faces[face]);
    vi.spyOn(faces[face], 'layout').mockImplementation((text: string, ...rest: unknown[]) => {
      shaped += text.length;
      return (layout as (...args: unknown[]) => ReturnType<typeof layout>)(text, ...rest);
    });
  }
  return () => shaped;
}

afterEach(() => {
  vi.restoreAllMocks();
  clearTextCaches();
});

describe('a word longer than the line', () => {
  it.each([
    ['base64', BASE64, 'ltr'],
    ['Persian letters', PERSIAN, 'rtl'],
  ] as const)('of 20,000 characters (%s) fills lines within the margin, each character shaped a few times', (_, letters, direction) => {
    const word = wordOf(letters);
    const shaped = countShaped();
    const box = layoutText(word, body, WIDTH, direction);

    expect(box.lines.length).toBeGreaterThan(100);
    for (const line of box.lines) expect(line.width).toBeLessThanOrEqual(WIDTH);
    for (const line of box.lines.slice(0, -1)) expect(line.width).toBeGreaterThan(WIDTH * 0.9);
    // Every line is one piece, in reading order (fontkit turns Persian round itself).
    expect(box.lines.map((line) => line.pieces.map((piece) => piece.text).join('')).join('')).toBe(word);
    // The word is shaped once whole and each line about twice; shaping every longer start of
    // each line, as before, handed fontkit some 40 times the word.
    expect(shaped()).toBeLessThan(4 * LENGTH);
  });

  it('hands the grapheme segmenter a few hundred characters at a time, whose every step costs in proportion to its input', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    layoutText('-'.repeat(LENGTH), body, WIDTH, 'ltr');
    expect(segment).toHaveBeenCalled();
    expect(Math.max(...segment.mock.calls.map(([text]) => text.length))).toBeLessThanOrEqual(1024);
  });

  it('is cut only between grapheme clusters, also where a window of the segmenter ends inside one', () => {
    const text = wordOf(['e\u0301', '👨‍👩‍👧‍👦', '🇧🇬', 'a', 'b'], 3000) + `x${'\u0301'.repeat(600)}y` + wordOf(['ی', '\u200C', 'ه', 'ا'], 500);
    const clusters = new Set([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.index));
    const lines = breakLines(analyse(text, 'ltr'), 60, body.size, false);
    expect(lines[0]![0]).toBe(0);
    expect(lines[lines.length - 1]![1]).toBe(text.length);
    for (let i = 1; i < lines.length; i++) {
      expect(lines[i]![0]).toBe(lines[i - 1]![1]);
      expect(clusters.has(lines[i]![0])).toBe(true);
    }
  });
});

describe('a long run of punctuation', () => {
  it('takes its font from the nearest letter, reading each bidi level a few times', () => {
    const text = `word ${'-'.repeat(4000)} کلمه`;
    const { levels } = analyse(text, 'ltr');
    let reads = 0;
    const counted = new Proxy(levels, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key);
      },
    });
    const families = familiesOf(text, counted, 'latin');
    expect(families[0]).toBe('latin');
    expect(families[text.length - 1]).toBe('persian');
    // Searching outwards from every dash read about 16 million.
    expect(reads).toBeLessThan(10 * text.length);
  });
});
