import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src/core/reports/kit';
import { shape } from '../../../src/core/reports/kit/text/shaping';
import { layoutText } from '../../../src/core/reports/kit/text/text-layout';
import { loadFaces } from '../../../src/core/reports/kit/fonts';
import { standing } from '../../../src/core/reports/documents/measures';
import { richTextBlocks } from '../../../src/core/reports/documents/rich-text';
import { wordingFor } from '../../../src/core/reports/documents/wording';
import type { GoalDetail } from '../../../src/shared/contract';
import { lineOf, logical, pdfWords, type Word } from './poppler';

/**
 * Text the coach typed keeps its own direction inside a document of the other one (as HTML's
 * dir="auto"), values built from a number and a coach's unit stay whole in a translated
 * sentence, and a lone bracket in Persian is drawn as a browser draws it. Checked from the
 * positions pdftotext reports and the glyphs handed to pdfkit, not by eye.
 */
function find(words: Word[], reading: string): Word {
  const word = words.find((w) => logical(w.text) === reading);
  if (!word) throw new Error(`no word “${reading}” in ${words.map((w) => logical(w.text)).join(' ')}`);
  return word;
}

const PERSIAN_NOTE = 'آمده تا دربارهٔ پیشنهاد کاری تصمیم بگیرد.';
const ENGLISH_NOTE = 'Aim for the session: feel ready for the talk.';

async function pdfOf(language: 'en' | 'fa', blocks: Parameters<typeof renderDocument>[0]['blocks']): Promise<Word[]> {
  return pdfWords(await renderDocument({ title: 't', header: { practiceName: 'p' }, blocks }, { language }));
}

describe('text the coach typed, in a document of the other direction', () => {
  it('sets a Persian note in an English document from the right margin, its full stop at its end on the left', async () => {
    const words = await pdfOf('en', [
      { kind: 'heading', level: 2, text: 'From our session' },
      { kind: 'paragraph', text: PERSIAN_NOTE, coachTyped: true },
    ]);
    const line = lineOf(words, find(words, 'آمده'));
    expect(line[line.length - 1]!.text).toBe('هدمآ'); // the first word read is the rightmost
    expect(line[line.length - 1]!.xMax).toBeGreaterThan(530); // against the right margin
    expect(line[0]!.text.startsWith('.')).toBe(true); // the full stop ends the line on the left
    // The document's own heading keeps the document's direction.
    expect(find(words, 'From').xMin).toBeLessThan(60);
  });

  it('sets an English note in a Persian document from the left margin, its full stop at its end', async () => {
    const words = await pdfOf('fa', [
      { kind: 'heading', level: 2, text: 'از جلسهٔ ما' },
      { kind: 'paragraph', text: ENGLISH_NOTE, coachTyped: true },
    ]);
    const line = lineOf(words, find(words, 'Aim'));
    expect(line[0]!.text).toBe('Aim');
    expect(line[0]!.xMin).toBeLessThan(60);
    expect(line[line.length - 1]!.text).toBe('talk.');
    expect(find(words, 'ما').xMax).toBeGreaterThan(480); // the document's own heading, from the right
  });

  it('takes each paragraph’s direction from its first letter, and the document’s when it has none', () => {
    const box = layoutText(`${PERSIAN_NOTE}\n${ENGLISH_NOTE}\n۱۲۳`, { size: 10.5 }, 400, { auto: 'ltr' });
    const [persian, english, digits] = box.lines;
    const right = (line: typeof persian) => Math.max(...line!.pieces.map((p) => p.x + p.width));
    expect(right(persian)).toBeCloseTo(400, 1);
    expect(english!.pieces[0]!.x).toBe(0);
    expect(digits!.pieces[0]!.x).toBe(0);
  });

  it('marks every block of a note as the coach’s text', () => {
    const note = {
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'هدف' }] },
        { type: 'paragraph', content: [{ type: 'text', text: PERSIAN_NOTE }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ثبت‌نام' }] }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: ENGLISH_NOTE }] }] },
      ],
    };
    const blocks = richTextBlocks(note as Parameters<typeof richTextBlocks>[0], String);
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'bullets', 'paragraph']);
    expect(blocks.every((b) => 'coachTyped' in b && b.coachTyped)).toBe(true);
  });

  it('keeps the document’s own text in the document’s direction', () => {
    const box = layoutText(PERSIAN_NOTE, { size: 10.5 }, 400, 'ltr');
    expect(box.lines[0]!.pieces[0]!.x).toBe(0);
  });

  it('draws a list item the coach wrote in Persian with its bullet at the right in an English document', async () => {
    const words = await pdfOf('en', [{ kind: 'bullets', items: ['ثبت‌نام در دورهٔ آمادگی'], coachTyped: true }]);
    const line = lineOf(words, find(words, 'ثبت‌نام'));
    expect(find(line, 'ثبت‌نام').xMax).toBeGreaterThan(500);
    expect(line.every((w) => w.xMin > 300)).toBe(true);
  });
});

function goal(unit: string): GoalDetail {
  return {
    metric: { name: 'عصرهای زود در هفته', unit, baseline: 1, target: 4 },
    checkIns: [{ on: '2026-11-10', value: 2, rating: null, fraction: 1 / 3 }],
  } as unknown as GoalDetail;
}

describe('a value with the coach’s unit in a translated sentence', () => {
  it('keeps the number after a Persian unit out of its right-to-left run in an English line', () => {
    const text = standing(wordingFor('en', 'jalali', 'Asia/Tehran'), goal('روز'), '2026-12-07')!;
    const pieces = layoutText(text, { size: 10.5 }, 400, 'ltr').lines[0]!.pieces;
    const x = (match: (text: string) => boolean) => pieces.find((p) => match(p.text))!.x;
    // Read left to right: "2 روز, 33% of the way to 4 روز".
    expect(x((t) => t === '2')).toBeLessThan(x((t) => t.includes('روز')));
    expect(x((t) => t.includes('روز'))).toBeLessThan(x((t) => t.startsWith('33')));
    expect(x((t) => t.startsWith('33'))).toBeLessThan(x((t) => t === 'of'));
    expect(x((t) => t === '4')).toBeGreaterThan(x((t) => t === 'to'));
  });

  it('reads the same in a Malay line, and in a Persian one from the right', () => {
    const ms = layoutText(standing(wordingFor('ms', 'jalali', 'Asia/Tehran'), goal('روز'), '2026-12-07')!, { size: 10.5 }, 400, 'ltr').lines[0]!.pieces;
    const msX = (match: (text: string) => boolean) => ms.find((p) => match(p.text))!.x;
    expect(msX((t) => t.includes('روز'))).toBeLessThan(msX((t) => t.startsWith('33')));
    const fa = layoutText(standing(wordingFor('fa', 'jalali', 'Asia/Tehran'), goal('روز'), '2026-12-07')!, { size: 10.5 }, 400, 'rtl').lines[0]!.pieces;
    const faX = (match: (text: string) => boolean) => fa.find((p) => match(p.text))!.x;
    // Read right to left: "۲ روز؛ ۳۳٪ از راه تا ۴ روز پیموده شده".
    expect(faX((t) => t === '۲')).toBeGreaterThan(faX((t) => t.includes('۳۳')));
    expect(faX((t) => t.includes('۳۳'))).toBeGreaterThan(faX((t) => t === '۴'));
  });

  it('draws no glyph for the isolate characters', () => {
    const text = standing(wordingFor('en', 'jalali', 'Asia/Tehran'), goal('روز'), '2026-12-07')!;
    expect(text).toMatch(/[\u2066-\u2069]/);
    for (const piece of layoutText(text, { size: 10.5 }, 400, 'ltr').lines[0]!.pieces) {
      for (const glyph of shape(piece.face, piece.text).glyphs) {
        expect(glyph.id).not.toBe(0);
        expect(glyph.codePoints.some((c) => c >= 0x2066 && c <= 0x2069)).toBe(false);
      }
    }
  });
});

describe('a lone closing bracket in Persian', () => {
  /** Whether a glyph is drawn as "(": its top end lies right of its middle, the bulge on the left. */
  function looksLikeOpening(face: 'persian' | 'latin', id: number): boolean {
    const glyph = loadFaces()[face].getGlyph(id);
    const points = glyph.path.commands.flatMap((c) => Array.from({ length: c.args.length / 2 }, (_, i) => [c.args[2 * i]!, c.args[2 * i + 1]!] as const));
    const { minY, maxY } = glyph.bbox;
    const top = points.reduce((a, b) => (b[1] > a[1] ? b : a));
    const middle = points.reduce((a, b) => (Math.abs(b[1] - (minY + maxY) / 2) < Math.abs(a[1] - (minY + maxY) / 2) ? b : a));
    return top[0] > middle[0];
  }

  it('is drawn once mirrored, as "(" left of "الف" and "۱" (as a browser draws it), and pairs as typed', () => {
    const pieces = layoutText('الف) اول. ۱) دوم (فارسی) و (ILCT).', { size: 10.5 }, 500, 'rtl').lines[0]!.pieces;
    // Pieces in visual order, left to right, each as its glyphs are drawn from the left.
    const drawn = pieces.map((piece) => shape(piece.face, piece.text).glyphs.filter((g) => /paren/.test(g.name)).map((g) => (looksLikeOpening(piece.face as 'persian' | 'latin', g.id) ? '(' : ')')).join(''));
    const at = (text: string) => drawn[pieces.findIndex((p) => p.text.includes(text))];
    expect(at('الف')).toBe('('); // "(الف": the bracket on the left, opening towards the word
    expect(pieces.findIndex((p) => p.text === '(')).toBe(pieces.findIndex((p) => p.text === '۱') - 1);
    expect(drawn[pieces.findIndex((p) => p.text === '(')]).toBe('(');
    expect(at('فارسی')).toBe('()');
    expect(drawn.join('')).toContain('()'); // around ILCT
  });
});
