import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src/core/reports/kit';
import { lineOf, logical, pdfWords, type Word } from './poppler';
import { samplePdf } from './samples';

/**
 * Word order checked from positions, not by eye: in a Persian line the first word read is the
 * rightmost, a Latin name inside it still reads left to right, and brackets face the right way.
 */
function find(words: Word[], reading: string): Word {
  const word = words.find((w) => logical(w.text) === reading);
  if (!word) throw new Error(`no word “${reading}” in ${words.map((w) => logical(w.text)).join(' ')}`);
  return word;
}

/** The line's words from right to left, in reading order for Persian words. */
function rightToLeft(line: Word[]): string[] {
  return [...line].reverse().map((w) => logical(w.text));
}

describe('Persian document word order', () => {
  it('reads a Persian paragraph line from right to left, first word rightmost', async () => {
    const words = pdfWords(await samplePdf('fa'));
    const line = lineOf(words, find(words, 'رابطه'));
    expect(rightToLeft(line).slice(0, 8)).toEqual(['کوچینگ', 'یک', 'رابطه', 'حرفه', 'ای', 'است', 'که', 'به']);
    expect(line[line.length - 1]!.xMax).toBeGreaterThan(530); // the start edge is the right margin
  });

  it('keeps ZWNJ words whole and in place', async () => {
    const words = pdfWords(await samplePdf('fa'));
    const line = lineOf(words, find(words, 'برگزارشده'));
    expect(rightToLeft(line).slice(0, 2)).toEqual(['جلسه‌های', 'برگزارشده']);
  });

  it('puts a Latin name and a number in a Persian line in their places, the Latin run left to right', async () => {
    const words = pdfWords(await samplePdf('fa'));
    const line = lineOf(words, find(words, 'IELTS'));
    // "رسیدن به نمرهٔ ۷ در آزمون IELTS Academic": Persian from the right, then the Latin run.
    const x = (reading: string) => find(line, reading).xMin;
    expect(x('رسیدن')).toBeGreaterThan(x('به'));
    expect(x('به')).toBeGreaterThan(x('۷'));
    expect(x('۷')).toBeGreaterThan(x('در'));
    expect(x('در')).toBeGreaterThan(x('آزمون'));
    expect(x('آزمون')).toBeGreaterThan(x('Academic'));
    expect(x('Academic')).toBeGreaterThan(x('IELTS'));
  });

  it('writes Jalali dates with Persian digits, each number’s digits in order', async () => {
    const words = pdfWords(await samplePdf('fa'));
    // The period, 8 January – 24 June 2024, is 18 Dey 1402 – 4 Tir 1403.
    const line = lineOf(words, find(words, 'زمانی'));
    expect(rightToLeft(line).slice(2)).toEqual(['۱۸', 'دی', '۱۴۰۲', 'تا', '۴', 'تیر', '۱۴۰۳']);
    expect(words.some((w) => w.text === '۲۰۴۱' || w.text === '۸۱')).toBe(false);
  });

  it('mirrors brackets around a Latin abbreviation inside Persian text', async () => {
    const words = pdfWords(await samplePdf('fa'));
    // Logically "(ILCT)" sits between Persian words; drawn without mirroring it would show ")ILCT(".
    expect(words.find((w) => w.text.includes('ILCT'))!.text).toBe('(ILCT)');
  });

  it('mirrors brackets around Persian words too', async () => {
    const pdf = await renderDocument({ title: 't', header: { practiceName: 'p' }, blocks: [{ kind: 'paragraph', text: 'هدف اصلی (پیاده‌روی روزانه) است' }] }, { language: 'fa' });
    const words = pdfWords(pdf);
    const line = lineOf(words, find(words, 'اصلی'));
    // The bracket read first sits on the right and must enclose the words to its left, so it is
    // drawn as ")"; pdftotext lists each word's glyphs left to right.
    const first = line.find((w) => w.text.includes('هدایپ'))!;
    const second = line.find((w) => w.text.includes('هنازور'))!;
    expect(first.xMin).toBeGreaterThan(second.xMin);
    expect(first.text.endsWith(')')).toBe(true);
    expect(second.text.startsWith('(')).toBe(true);
  });
});
