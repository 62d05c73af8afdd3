import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src/core/reports/kit';
import { layoutText } from '../../../src/core/reports/kit/text/text-layout';
import { pageImage, pdfText, poppler } from './poppler';

/**
 * Invisible format characters as they reach a report from real keyboards and pasted text:
 * bidi marks (Persian keyboards type LRM and RLM), embeddings, overrides, isolates, a soft
 * hyphen, a word joiner, CGJ. `seen` is the same text without them. `ltrOnly`: in a Persian
 * document that RLM moves the comma after it to the right-to-left side, as it is meant to.
 */
const LINES: { typed: string; seen: string; ltrOnly?: true }[] = [
  { typed: 'Agreed with John\u200E, then more', seen: 'Agreed with John, then more' },
  { typed: 'Spoke with Ana\u200F, then more', seen: 'Spoke with Ana, then more', ltrOnly: true },
  { typed: 'مسئولیت\u00ADپذیری و \u200Fبرنامه', seen: 'مسئولیتپذیری و برنامه' },
  { typed: 'An \u202Aembedded\u202C and \u202Doverridden\u202C word', seen: 'An embedded and overridden word' },
  { typed: 'Isolated \u2066name\u2069 here', seen: 'Isolated name here' },
  { typed: 'Our co\u00ADach\u00ADing ses\u00ADsion', seen: 'Our coaching session' },
  { typed: 'one\u2060two and a\u034Fb', seen: 'onetwo and ab' },
  { typed: 'Коучинг\u200E сесия', seen: 'Коучинг сесия' },
];

function pdfOf(lines: string[], language: 'en' | 'fa'): Promise<Buffer> {
  return renderDocument({ title: 'Notes', header: { practiceName: 'Test' }, blocks: lines.map((text) => ({ kind: 'paragraph', text })) }, { language, createdAt: new Date('2024-06-28T10:00:00Z') });
}

describe('invisible format characters in a PDF', () => {
  it.each(['en', 'fa'] as const)('draw nothing: a %s page looks exactly as without them', async (language) => {
    const lines = LINES.filter((l) => language === 'en' || !l.ltrOnly);
    const typed = await pdfOf(lines.map((l) => l.typed), language);
    const seen = await pdfOf(lines.map((l) => l.seen), language);
    expect(pageImage(typed).equals(pageImage(seen))).toBe(true);
  });

  it('leave the text layer as the text one sees, for copying and searching', async () => {
    const raw = poppler('pdftotext', ['-', '-'], await pdfOf(LINES.map((l) => l.typed), 'en')).stdout;
    expect(raw).not.toMatch(/[\u00AD\u034F\u200E\u200F\u2060]/);
    const text = pdfText(await pdfOf(LINES.map((l) => l.typed), 'en'));
    for (const { seen } of LINES) expect(text).toContain(seen);
  });

  it('keep a Persian word’s ZWNJ working and in its text, next to an RLM and an LRM', async () => {
    const typed = await pdfOf(['\u200Fمی‌خواهم با John\u200E صحبت کنم'], 'fa');
    const seen = await pdfOf(['می‌خواهم با John صحبت کنم'], 'fa');
    expect(pageImage(typed).equals(pageImage(seen))).toBe(true);
    // Without its ZWNJ the word would join into one shape and look different.
    expect(pageImage(seen).equals(pageImage(await pdfOf(['میخواهم با John صحبت کنم'], 'fa')))).toBe(false);
    expect(pdfText(typed)).toContain('می‌خواهم');
  });
});

describe('a soft hyphen', () => {
  const text = 'Our co\u00ADach\u00ADing con\u00ADver\u00ADsa\u00ADtions ex\u00ADplored re\u00ADspon\u00ADsi\u00ADbil\u00ADi\u00ADties and ac\u00ADcount\u00ADa\u00ADbil\u00ADi\u00ADty.';

  it.each(['ltr', 'rtl'] as const)('shows as a hyphen only where a line breaks at it (%s document)', (direction) => {
    const box = layoutText(text, { size: 10.5 }, 120, direction);
    const ends = box.lines.slice(0, -1).map((line) => line.pieces.reduce((a, b) => (a.x > b.x ? a : b)).text);
    expect(ends.some((end) => end.endsWith('-'))).toBe(true);
    for (const line of box.lines) {
      expect(line.width).toBeLessThanOrEqual(120.5);
      // The hyphen ends the Latin word it splits, at the word's right even in a Persian document.
      for (const piece of line.pieces) expect(piece.text.slice(0, -1)).not.toContain('-');
    }
  });

  it('is printed as a hyphen at a line break and nowhere else', async () => {
    const pdf = await renderDocument({ title: 'Notes', header: { practiceName: 'Test' }, blocks: [{ kind: 'table', columns: 'abcde'.split('').map((header) => ({ header })), rows: [['', '', '', '', text]] }] }, { language: 'en' });
    const lines = poppler('pdftotext', ['-layout', '-', '-'], pdf).stdout.split('\n').map((l) => l.trim()).filter(Boolean);
    const hyphenated = lines.filter((l) => /\w-$/.test(l));
    expect(hyphenated.length).toBeGreaterThan(0);
    expect(lines.join(' ')).not.toContain('\u00AD');
    expect(pdfText(pdf)).not.toMatch(/\w-\w/);
  });
});
