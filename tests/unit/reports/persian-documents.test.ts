import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineOf, logical, pdfWords, type Word } from './poppler';
import { generated, type SeededPractice, seededPractice } from './seeded-practice';

/**
 * Word order in the Persian session summary and progress report, checked from the positions
 * pdftotext reports (not by eye, where a reversed line is easy to miss): the first word of a
 * line is the rightmost, Latin names inside a Persian line read left to right in their place,
 * and tables and chart axes start on the right.
 */
function find(words: Word[], reading: string, page?: number): Word {
  const word = words.find((w) => logical(w.text) === reading && (page === undefined || w.page === page));
  if (!word) throw new Error(`no word “${reading}” in ${words.map((w) => logical(w.text)).join(' ')}`);
  return word;
}

function rightToLeft(line: Word[]): string[] {
  return [...line].reverse().map((w) => logical(w.text));
}

/** Asserts that the words, read in this order, stand from right to left on their line. */
function expectReadingOrder(line: Word[], readings: string[]): void {
  const xs = readings.map((reading) => find(line, reading).xMin);
  for (let i = 1; i < xs.length; i++) expect(xs[i - 1], `${readings[i - 1]} before ${readings[i]}`).toBeGreaterThan(xs[i]!);
}

let practice: SeededPractice;
let summary: Word[];
let progress: Word[];
const SUMMARY_TEXT = 'سارا برای هر جلسه آماده بود و دفترچهٔ قدم‌ها را نوشت.';

beforeAll(async () => {
  practice = await seededPractice();
  const { core, clients } = practice;
  summary = pdfWords(await generated(core, { kind: 'sessionSummary', sessionId: clients.fa.sessionIds[4]! }));
  progress = pdfWords(await generated(core, { kind: 'progressReport', clientId: clients.fa.clientId, summary: SUMMARY_TEXT }));
}, 120_000);
afterAll(() => practice.close());

describe('Persian session summary: word order', () => {
  it('reads a heading from the right, first word rightmost, against the right margin', () => {
    const line = lineOf(summary, find(summary, 'هدف‌هایی'));
    expect(rightToLeft(line)).toEqual(['هدف‌هایی', 'که', 'روی', 'آن‌ها', 'کار', 'کردیم']);
    expect(line[line.length - 1]!.xMax).toBeGreaterThan(530);
  });

  it('puts the label of a date on the right and the Jalali date after it, day before month before year', () => {
    const line = lineOf(summary, find(summary, 'دوشنبه', 1));
    expectReadingOrder(line, ['تاریخ', 'دوشنبه', '۱۴', 'اسفند', '۱۴۰۲']);
  });

  it('keeps a Latin name in a Persian bullet in its place, reading left to right', () => {
    const line = lineOf(summary, find(summary, 'Council'));
    expectReadingOrder(line, ['ثبت‌نام', 'در', 'آمادگی', 'Council']);
    expect(find(line, 'British').xMin).toBeLessThan(find(line, 'Council').xMin);
  });

  it('starts the table of agreed actions with its first column on the right', () => {
    const line = lineOf(summary, find(summary, 'انجام‌دهنده'));
    expect(rightToLeft(line)).toEqual(['اقدام', 'انجام‌دهنده', 'مهلت', 'وضعیت']);
  });
});

describe('Persian progress report: word order', () => {
  it('reads the coach’s summary from the right', () => {
    const line = lineOf(progress, find(progress, 'آماده'));
    expect(rightToLeft(line).slice(0, 6)).toEqual(['سارا', 'برای', 'هر', 'جلسه', 'آماده', 'بود']);
  });

  it('reads a goal’s title from the right', () => {
    const line = lineOf(progress, find(progress, 'سرپرست'));
    expect(rightToLeft(line).slice(0, 5)).toEqual(['آمادگی', 'برای', 'نقش', 'سرپرست', 'تیم']);
  });

  it('runs a chart’s time axis from the right: the period’s first check-in on the right, the last on the left', () => {
    const first = find(progress, 'دی', 1);
    const axis = lineOf(progress, first);
    expect(axis.map((w) => logical(w.text))).toContain('تیر');
    expect(first.xMin).toBeGreaterThan(find(axis, 'تیر').xMin);
  });

  it('lists the appendix with the date column on the right', () => {
    const header = lineOf(progress, find(progress, 'حضور', 4));
    expect(rightToLeft(header)).toEqual(['تاریخ', 'ساعت', 'مدت', 'حضور']);
  });
});
