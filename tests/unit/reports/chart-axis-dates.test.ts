import { describe, expect, it } from 'vitest';
import { type DocumentModel, renderDocument } from '../../../src/core/reports/kit';
import { PAGE } from '../../../src/core/reports/kit/theme';
import { lineOf, pdfWords, type Word } from './poppler';

const A4_WIDTH = 595.28;

/**
 * Check-ins over two years, so the axis dates carry their year. The days are chosen for wide
 * dates at both ends: "24 Jun 2024" … "10 Aug 2026"; "۳۱ اردیبهشت ۱۴۰۳" … "۱۲ فروردین ۱۴۰۵".
 */
function chart(days: string[]): DocumentModel {
  return {
    title: 't',
    header: { practiceName: 'p' },
    blocks: [
      {
        kind: 'lineChart',
        seriesLabel: 'Hours on email a day (h)',
        points: days.map((date, i) => ({ date, value: [2.5, 2.5, 2, 1.5, 1.5][i]! })),
        baseline: 3,
        target: 1,
      },
    ],
  };
}

const DAYS = { en: ['2024-06-24', '2025-02-03', '2025-09-08', '2026-08-10'], fa: ['2024-05-20', '2025-02-03', '2025-09-08', '2026-04-01'] } as const;
const YEAR = { en: '2026', fa: '۱۴۰۵' } as const;
const NUMBER = { en: /^\d+(\.\d+)?$/, fa: /^[\u06f0-\u06f9]+([\u066b/][\u06f0-\u06f9]+)?$/ } as const;

describe('a line chart’s dates under its axis', () => {
  for (const language of ['en', 'fa'] as const) {
    it(`stay within the plot, clear of the value labels and the page margins (${language})`, async () => {
      const words = pdfWords(await renderDocument(chart([...DAYS[language]]), { language }));
      const dates = lineOf(words, words.find((w) => w.text === YEAR[language])!);
      // The values beside the plot: numbers in a column at the start edge (not on the dates' line).
      const atStart = (w: Word) => (language === 'fa' ? w.xMax > A4_WIDTH - PAGE.margin.side - 30 : w.xMin < PAGE.margin.side + 30);
      const ticks = words.filter((w) => NUMBER[language].test(w.text) && atStart(w) && !dates.includes(w));
      expect(ticks.length).toBeGreaterThanOrEqual(3);

      for (const word of dates) {
        expect(word.xMin).toBeGreaterThanOrEqual(PAGE.margin.side - 0.5);
        expect(word.xMax).toBeLessThanOrEqual(A4_WIDTH - PAGE.margin.side + 0.5);
      }
      if (language === 'fa') expect(Math.max(...dates.map((w) => w.xMax))).toBeLessThan(Math.min(...ticks.map((w) => w.xMin)) - 2);
      else expect(Math.min(...dates.map((w) => w.xMin))).toBeGreaterThan(Math.max(...ticks.map((w) => w.xMax)) + 2);
    });
  }

  // Weekly for a month, then one check-in months later: the dots of January stand close together.
  const clustered = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-11-30'];
  const LATEST = { en: '30', fa: '۹' } as const;

  for (const language of ['en', 'fa'] as const) {
    it(`do not overlap when check-ins come close together, and the latest is named (${language})`, async () => {
      const words = pdfWords(await renderDocument(chart(clustered), { language }));
      const latest = words.filter((w) => w.text === LATEST[language]);
      expect(latest).toHaveLength(1);
      const dates = lineOf(words, latest[0]!);
      expect(dates.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < dates.length; i++) expect(dates[i]!.xMin).toBeGreaterThan(dates[i - 1]!.xMax + 0.5);
    });
  }
});
