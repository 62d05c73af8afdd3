import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DocumentModel, renderDocument, savePdf } from '../../../src/core/reports/kit';
import { sampleLogo } from '../../../src/core/reports/kit/sample/sample-logo';
import { PAGE } from '../../../src/core/reports/kit/theme';
import { tempDir } from '../support/practice';
import { lineOf, logical, pdfText, pdfWords, poppler } from './poppler';

const HEADERS: Record<'en' | 'fa', string[]> = { en: ['Date', 'Minutes', 'Topic'], fa: ['تاریخ', 'دقیقه', 'موضوع'] };

function longTable(language: 'en' | 'fa'): DocumentModel {
  return {
    title: 'Sessions',
    header: { practiceName: 'North Star Coaching', logo: sampleLogo(), note: 'Client' },
    blocks: [
      { kind: 'heading', level: 1, text: 'Sessions' },
      {
        kind: 'table',
        columns: HEADERS[language].map((header, i) => ({ header, weight: i === 2 ? 3 : 1 })),
        rows: Array.from({ length: 90 }, (_, i) => [`row${i}`, '60', `topic ${i}`]),
      },
    ],
  };
}

/** Images drawn on the pages (a PNG's transparency is listed separately, as an smask). */
function images(pdf: Buffer): string[] {
  return poppler('pdfimages', ['-list', '-'], pdf).stdout.split('\n').slice(2).filter((row) => /^\s*\d+\s+\d+\s+image\b/.test(row));
}

/** Where the footer's rule is drawn, from the top of the page (page-frame.ts: 34 pt margin, a small line, 6 pt). */
function footerRule(pdf: Buffer): number {
  return Number(poppler('pdfinfo', ['-'], pdf).stdout.match(/Page size:\s+[\d.]+ x ([\d.]+)/)![1]) - 52;
}

function pageCount(pdf: Buffer): number {
  return Number(poppler('pdfinfo', ['-'], pdf).stdout.match(/Pages:\s+(\d+)/)![1]);
}

describe('document kit', () => {
  it.each(['en', 'fa'] as const)('repeats a long table’s header on every page it continues on (%s)', async (language) => {
    const pdf = await renderDocument(longTable(language), { language });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const words = pdfWords(pdf);
    for (let page = 1; page <= pages; page++) {
      const onPage = words.filter((w) => w.page === page).map((w) => logical(w.text));
      for (const header of HEADERS[language]) expect(onPage, `page ${page}`).toContain(header);
    }
    // Every row is there exactly once.
    expect(words.filter((w) => /^row\d+$/.test(w.text)).length).toBe(90);
  });

  it('orders table columns from the right in a Persian document', async () => {
    const words = pdfWords(await renderDocument(longTable('fa'), { language: 'fa' }));
    const header = lineOf(words, words.find((w) => logical(w.text) === 'تاریخ')!);
    expect(header.map((w) => logical(w.text))).toEqual(['موضوع', 'دقیقه', 'تاریخ']);
    const row = lineOf(words, words.find((w) => w.text === 'row0')!);
    expect(row[row.length - 1]!.text).toBe('row0');
  });

  it('draws the logo and practice name on every page, and the client note', async () => {
    const pdf = await renderDocument(longTable('en'), { language: 'en' });
    expect(images(pdf).length).toBe(pageCount(pdf));
    for (let page = 1; page <= pageCount(pdf); page++) {
      const text = pdfText(pdf, ['-f', String(page), '-l', String(page)]);
      expect(text).toContain('North Star Coaching');
      expect(text).toContain('Client');
    }
  });

  it('leaves the logo out, not the document, when the image cannot be read', async () => {
    const model = { ...longTable('en'), header: { practiceName: 'North Star Coaching', logo: new Uint8Array([1, 2, 3, 4]) } };
    const pdf = await renderDocument(model, { language: 'en' });
    expect(images(pdf)).toEqual([]);
    expect(pdfText(pdf)).toContain('North Star Coaching');
  });

  it('continues a value longer than a page on the next pages, losing none of it', async () => {
    const terms = Array.from({ length: 700 }, (_, i) => `TERMS${i}`).join(' ');
    const model: DocumentModel = { title: 't', header: { practiceName: 'p' }, blocks: [{ kind: 'keyValues', items: [{ label: 'Cancellation terms', value: terms }, { label: 'Fee', value: '900 EUR' }] }] };
    const pdf = await renderDocument(model, { language: 'en' });
    expect(pageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const word of ['TERMS0', 'TERMS350', 'TERMS699', '900 EUR']) expect(text).toContain(word);
    // Nothing drawn below the footer's rule: the last line of each page is above it.
    const rule = footerRule(pdf);
    for (const word of pdfWords(pdf).filter((w) => w.text.startsWith('TERMS'))) expect(word.yMin, word.text).toBeLessThan(rule);
  });

  it.each(['en', 'fa'] as const)('continues a table row longer than a page on the next pages, under the header, losing none of it (%s)', async (language) => {
    const comment = Array.from({ length: 1500 }, (_, i) => `NOTE${i}`).join(' ');
    const table = longTable(language).blocks[1]!;
    const rows = [['row0', '60', 'short'], ['row1', '45', comment], ['row2', '30', 'after']];
    const model: DocumentModel = { ...longTable(language), blocks: [{ ...table, rows } as typeof table] };
    const pdf = await renderDocument(model, { language });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const words = pdfWords(pdf);
    const notes = words.filter((w) => w.text.startsWith('NOTE'));
    expect(new Set(notes.map((w) => w.text)).size).toBe(1500);
    const rule = footerRule(pdf);
    for (const word of notes) expect(word.yMin, word.text).toBeLessThan(rule);
    for (let page = 1; page <= pages; page++) expect(words.filter((w) => w.page === page).map((w) => logical(w.text)), `page ${page}`).toContain(HEADERS[language][2]);
    expect(words.find((w) => w.text === 'after')?.page).toBe(pages);
  });

  it.each(['en', 'fa'] as const)('keeps a table of many columns of long words inside the page, breaking the words (%s)', async (language) => {
    const long = (column: number) => `W${column}${'x'.repeat(30)}`;
    const columns = Array.from({ length: 8 }, (_, i) => ({ header: HEADERS[language][i % 3]! }));
    const model: DocumentModel = { ...longTable(language), blocks: [{ kind: 'table', columns, rows: [columns.map((_, i) => long(i))] }] };
    const pdf = await renderDocument(model, { language });
    const width = Number(poppler('pdfinfo', ['-'], pdf).stdout.match(/Page size:\s+([\d.]+) x/)![1]);
    const words = pdfWords(pdf).filter((w) => w.text.startsWith('W') || w.text.startsWith('x'));
    // Every cell's word is there, in pieces, and every piece inside the page's margins.
    for (let column = 0; column < 8; column++) expect(words.some((w) => w.text.startsWith(`W${column}x`)), `column ${column}`).toBe(true);
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(PAGE.margin.side - 1);
      expect(word.xMax, word.text).toBeLessThanOrEqual(width - PAGE.margin.side + 1);
    }
  });

  it('keeps a long practice name and client name to one line each in the header, shortened with "…"', async () => {
    const practiceName = 'Northern Lights Executive and Leadership Coaching Partnership for Healthcare Professionals Ltd';
    const note = 'Maria Alexandra Konstantinova-Georgieva de la Fuente y Rahimi-Karimi, Chief People Officer';
    const pdf = await renderDocument({ title: 't', header: { practiceName, note }, blocks: [{ kind: 'heading', level: 1, text: 'Session summary' }] }, { language: 'en' });
    const words = pdfWords(pdf);
    const title = words.find((w) => w.text === 'Session')!;
    const header = words.filter((w) => w.page === 1 && w.yMin < title.yMin);
    expect(header.some((w) => w.text.endsWith('…'))).toBe(true);
    // One line each: every header word on the same baseline as the first.
    expect(new Set(header.map((w) => Math.round(w.yMin / 6))).size).toBeLessThanOrEqual(2);
    expect(words.some((w) => w.text === 'Ltd')).toBe(false);
  });

  it('never leaves a heading alone at the foot of a page', async () => {
    const filler = 'Coaching is a partnership in which a coach helps a client move from where they are now to where they want to be. '.repeat(26);
    const model: DocumentModel = {
      title: 't',
      header: { practiceName: 'p' },
      blocks: [
        { kind: 'paragraph', text: filler },
        { kind: 'heading', level: 2, text: 'Wheel of Life' },
        { kind: 'radarChart', axes: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], min: 1, max: 10, series: [{ date: '2024-01-08', values: [1, 2, 3, 4, 5, 6, 7, 8] }] },
      ],
    };
    const pdf = await renderDocument(model, { language: 'en' });
    const words = pdfWords(pdf);
    const heading = words.find((w) => w.text === 'Wheel')!;
    const legend = words.find((w) => w.text === 'January')!;
    expect(heading.page).toBe(legend.page);
  });

  it('never lets the names of a wheel’s areas overlap, however many it has: past twelve, the spokes are numbered and the names listed below', async () => {
    const twelve = {
      en: ['Health and fitness', 'Career', 'Money', 'Family', 'Friends', 'Romance', 'Personal growth', 'Fun and recreation', 'Physical environment', 'Spirituality', 'Community', 'Learning'],
      fa: ['سلامت و تندرستی', 'شغل', 'پول', 'خانواده', 'دوستان', 'رابطهٔ عاشقانه', 'رشد فردی', 'تفریح و سرگرمی', 'محیط زندگی', 'معنویت', 'جامعه', 'یادگیری'],
    };
    for (const [language, count] of [['en', 12], ['en', 16], ['en', 24], ['fa', 24]] as const) {
      const axes = [...twelve[language], ...twelve[language].map((name) => `${name} (2)`)].slice(0, count);
      const model: DocumentModel = {
        title: 't',
        header: { practiceName: 'p' },
        blocks: [{ kind: 'radarChart', axes, min: 1, max: 10, series: [{ date: '2024-01-08', values: axes.map((_, i) => (i % 10) + 1) }] }],
      };
      const words = pdfWords(await renderDocument(model, { language }));
      // Word boxes are the font's, taller than a Persian line's pitch: 0.6 pt between lines is not an overlap.
      const into = (a: number, b: number) => a < b - 1.5;
      const overlapping = words.flatMap((a, i) =>
        words.slice(i + 1).filter((b) => into(a.xMin, b.xMax) && into(b.xMin, a.xMax) && into(a.yMin, b.yMax) && into(b.yMin, a.yMax)).map((b) => `${a.text} / ${b.text}`),
      );
      expect(overlapping, `${language}, ${count} areas`).toEqual([]);
      if (count > 12) {
        // The first area's name in the list, after its number (on its right in Persian), below the spokes' numbers.
        const number = words.find((w) => w.text === (language === 'fa' ? '.۱' : '1.'))!;
        const name = words.find((w) => logical(w.text) === (language === 'fa' ? 'تندرستی' : 'Health'))!;
        expect(Math.abs(number.yMin - name.yMin)).toBeLessThan(1);
        if (language === 'fa') expect(number.xMin).toBeGreaterThan(name.xMax);
        else expect(number.xMax).toBeLessThan(name.xMin);
        const spokeNumbers = words.filter((w) => w.text === (language === 'fa' ? '۱۳' : '13'));
        expect(spokeNumbers).toHaveLength(1);
        expect(spokeNumbers[0]!.yMax).toBeLessThan(name.yMin);
      }
    }
  });

  it('numbers a wheel’s rings as the screen does, its lowest score at the centre: 1, 4, 7 and 10 on a scale of 1 to 10', async () => {
    const model: DocumentModel = {
      title: 't',
      header: { practiceName: 'p' },
      blocks: [{ kind: 'radarChart', axes: ['a', 'b', 'c', 'd', 'e', 'f'], min: 1, max: 10, series: [{ date: '2024-01-20', values: [1, 2, 3, 4, 5, 6] }] }],
    };
    const words = pdfWords(await renderDocument(model, { language: 'en' }));
    // The scale's numbers stand in a column beside the centre (the page's number is elsewhere).
    const ten = words.find((w) => w.text === '10')!;
    const scale = words.filter((w) => /^\d+$/.test(w.text) && Math.abs(w.xMin - ten.xMin) < 1).sort((a, b) => b.yMin - a.yMin);
    expect(scale.map((w) => w.text)).toEqual(['1', '4', '7', '10']);
    // Evenly spaced from the centre out.
    const gaps = scale.slice(1).map((w, i) => scale[i]!.yMin - w.yMin);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 0);
  });

  it('labels charts in the document’s language, digits and calendar', async () => {
    const model: DocumentModel = {
      title: 't',
      header: { practiceName: 'p' },
      blocks: [{ kind: 'lineChart', seriesLabel: 'x', points: [{ date: '2024-03-20', value: 1200 }, { date: '2024-04-20', value: 2500 }], baseline: 1000, target: 3000 }],
    };
    expect(pdfText(await renderDocument(model, { language: 'bg' }))).toContain('Целева стойност: 3000');
    const persian = pdfText(await renderDocument(model, { language: 'fa' }));
    // 20 March 2024 is 1 Farvardin 1403, the Persian new year.
    expect(persian).toContain('فروردین');
    expect(persian).toContain('۳٬۰۰۰');
    expect(persian).not.toMatch(/[0-9]/);
  });

  it('saves to the chosen path in one step and leaves nothing else behind', async () => {
    const dir = tempDir();
    const path = join(dir, 'Progress report.pdf');
    writeFileSync(path, 'an older report');
    const pdf = await renderDocument(longTable('en'), { language: 'en' });
    savePdf(path, pdf);
    expect(readFileSync(path).equals(pdf)).toBe(true);
    expect(readdirSync(dir)).toEqual(['Progress report.pdf']);
  });
});
