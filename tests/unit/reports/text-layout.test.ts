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

  it('justifies every line but the last to the full width', () => {
    const text = 'Kejurulatihan ditakrifkan sebagai kaedah yang terdiri daripada mengarahkan, mengarahkan dan melatih seseorang atau sekumpulan individu.';
    const box = layoutText(text, body, 220, 'ltr', 'justify');
    const right = (i: number) => Math.max(...box.lines[i]!.pieces.map((p) => p.x + p.width));
    for (let i = 0; i < box.lines.length - 1; i++) expect(right(i)).toBeCloseTo(220, 0);
    expect(right(box.lines.length - 1)).toBeLessThan(200);
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
