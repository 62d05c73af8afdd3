import { describe, expect, it } from 'vitest';
import { layoutText } from '../../../src/core/reports/kit/text/text-layout';

const body = { size: 10.5 };

describe('text layout', () => {
  it('breaks lines within the width, measured with the real fonts', () => {
    const text = 'Коучингът се определя като метод, който се състои в насочване, инструктиране и обучение на човек или група от хора.';
    const box = layoutText(text, body, 200, 'ltr');
    expect(box.lines.length).toBeGreaterThan(2);
    for (const line of box.lines) expect(line.width).toBeLessThanOrEqual(200.5);
  });

  it('justifies every line but the last to the full width, unless its gaps would grow by more than an em', () => {
    const text = 'Kejurulatihan ditakrifkan sebagai kaedah yang terdiri daripada mengarahkan, mengarahkan dan melatih seseorang atau sekumpulan individu.';
    const box = layoutText(text, body, 220, 'ltr', 'justify');
    const right = (i: number) => Math.max(...box.lines[i]!.pieces.map((p) => p.x + p.width));
    expect(box.lines).toHaveLength(4);
    expect(right(0)).toBeCloseTo(220, 0);
    expect(right(2)).toBeCloseTo(220, 0);
    // "yang terdiri daripada mengarahkan," is 42 pt short over three gaps: 14 pt each, over an em.
    expect(right(1)).toBeLessThan(180);
    expect(right(3)).toBeLessThan(200);
  });

  it('leaves a justified line ragged when a long word after it would stretch its gaps past an em', () => {
    // The long word goes to the next line: justified, "Read this first:" would have gaps of some 70 pt.
    const box = layoutText('Read this first: Antidisestablishmentarianismus and then some more words.', body, 220, 'ltr', 'justify');
    expect(box.lines.length).toBeGreaterThan(1);
    const first = box.lines[0]!;
    expect(Math.max(...first.pieces.map((p) => p.x + p.width))).toBeLessThan(100);
  });

  it('aligns a Persian line to the right edge and its first word rightmost', () => {
    const box = layoutText('گزارش پیشرفت ماهانه', { size: 12 }, 300, 'rtl');
    const pieces = box.lines[0]!.pieces;
    const rightmost = pieces.reduce((a, b) => (a.x > b.x ? a : b));
    expect(rightmost.x + rightmost.width).toBeCloseTo(300, 1);
    expect(rightmost.text).toBe('گزارش');
  });

  it('hands Persian words with a ZWNJ to the shaper whole', () => {
    const box = layoutText('جلسه‌های برگزارشده', body, 300, 'rtl');
    expect(box.lines[0]!.pieces.map((p) => p.text)).toContain('جلسه‌های');
  });

  it('uses the Persian font for Persian letters and digits, the Latin font for Latin words', () => {
    const box = layoutText('آزمون IELTS در ۳ ماه', body, 300, 'rtl');
    const face = (text: string) => box.lines[0]!.pieces.find((p) => p.text === text)!.face;
    expect(face('آزمون')).toBe('persian');
    expect(face('IELTS')).toBe('latin');
    expect(face('۳')).toBe('persian');
  });

  it('keeps the document’s base direction even for a line that starts with a Latin word', () => {
    // "Acme" first, then Persian: in a Persian document the line still starts at the right.
    const box = layoutText('Acme شرکت خوبی است', body, 300, 'rtl');
    const acme = box.lines[0]!.pieces.find((p) => p.text === 'Acme')!;
    const others = box.lines[0]!.pieces.filter((p) => p !== acme);
    expect(others.every((p) => p.x < acme.x)).toBe(true);
  });

  it('cuts a word longer than the line instead of running past the margin', () => {
    const box = layoutText('https://www.lifecoachtraining.com/resources/articles/what-is-coaching', body, 120, 'ltr');
    expect(box.lines.length).toBeGreaterThan(1);
    for (const line of box.lines) expect(line.width).toBeLessThanOrEqual(120.5);
  });
});
