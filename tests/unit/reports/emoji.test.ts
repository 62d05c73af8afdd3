import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src/core/reports/kit';
import { layoutText } from '../../../src/core/reports/kit/text/text-layout';
import { lineOf, logical, pdfText, pdfWords, poppler, type Word } from './poppler';

/**
 * Emoji as coaches type them into notes and goals: alone, with a skin tone, as a ZWJ sequence
 * (👩‍💻, a family), a flag (two regional indicators, or 🏴 and tag characters for Scotland),
 * a keycap and a heart with its emoji selector. Each must print as one glyph of the emoji font,
 * where it was typed, in a Latin line and in a Persian (right-to-left) one.
 */
function pdfOf(language: 'en' | 'fa', lines: string[]): Promise<Buffer> {
  return renderDocument({ title: 'Goals', header: { practiceName: 'Test' }, blocks: lines.map((text) => ({ kind: 'paragraph', text })) }, { language, createdAt: new Date('2024-06-28T10:00:00Z') });
}

/**
 * The text layer maps each glyph to the code points it was first drawn for, and the emoji
 * font draws ❤ and ❤️ (or 1⃣ and 1️⃣) with one glyph: the selector is not compared.
 */
const withoutSelectors = (text: string) => text.replace(/\uFE0F/g, '');

function find(words: Word[], reading: string): Word {
  const word = words.find((w) => logical(w.text) === reading);
  if (!word) throw new Error(`no word “${reading}” in ${words.map((w) => logical(w.text)).join(' ')}`);
  return word;
}

function emojiFonts(pdf: Buffer): string[] {
  return poppler('pdffonts', ['-'], pdf).stdout.split('\n').filter((row) => row.includes('NotoEmoji')).map((row) => row.split(/\s+/)[0]!.split('+')[1]!);
}

describe('emoji in a Latin line', () => {
  it('print as glyphs of the emoji font, in the text layer as typed and where typed', async () => {
    const lines = ['🎯 Run the Sofia marathon ✅ done', 'Coding 👩‍💻 in Sofia 🇧🇬 at 1️⃣ with love ❤️ and the family 👨‍👩‍👧‍👦 in Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿'];
    const pdf = await pdfOf('en', lines);
    const text = withoutSelectors(pdfText(pdf));
    for (const line of lines) expect(text).toContain(withoutSelectors(line));
    expect(emojiFonts(pdf)).toEqual(['NotoEmoji-Regular']);
  });

  it('draw a skin-toned emoji (the font has no colours: the pictograph itself) between its neighbours', async () => {
    const words = pdfWords(await pdfOf('en', ['Strong 💪🏽 legs']));
    const line = lineOf(words, find(words, 'Strong'));
    expect(line.map((w) => w.text)).toEqual(['Strong', '💪🏽', 'legs']);
  });

  it('draw in the emoji font’s bold in a bold heading', async () => {
    const pdf = await renderDocument({ title: 'Goals', header: { practiceName: 'Test' }, blocks: [{ kind: 'heading', level: 1, text: '🎯 Run the Sofia marathon' }] }, { language: 'en' });
    expect(pdfText(pdf)).toContain('🎯 Run the Sofia marathon');
    expect(emojiFonts(pdf)).toEqual(['NotoEmoji-Bold']);
  });
});

describe('emoji in a Persian line', () => {
  it('read right to left with each emoji where it was typed, sequences and flags whole and not reversed', async () => {
    const words = pdfWords(await pdfOf('fa', ['دویدن 🎯 در ماراتن ✅ صوفیه 👩‍💻 و 🇧🇬 پرچم 🏴󠁧󠁢󠁳󠁣󠁴󠁿 پایان']));
    const line = lineOf(words, find(words, 'ماراتن'));
    // Right to left: the first word typed is rightmost. Reversed code points would have made
    // 🇧🇬 the flag of the United Kingdom and split 👩‍💻 into 💻 and 👩.
    expect([...line].reverse().map((w) => logical(w.text))).toEqual(['دویدن', '🎯', 'در', 'ماراتن', '✅', 'صوفیه', '👩‍💻', 'و', '🇧🇬', 'پرچم', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'پایان']);
    expect(line[line.length - 1]!.xMax).toBeGreaterThan(530); // the start edge is the right margin
  });

  it('keep an emoji beside the Persian word it was typed after, not beside a Latin word that follows', async () => {
    // bidi-js read both halves of an emoji as left to right: "🎯 John" became one left-to-right
    // run, which put the emoji at the far side of the name.
    const words = pdfWords(await pdfOf('fa', ['قرار با 🎯 John و 💪 Anna']));
    const line = lineOf(words, find(words, 'قرار'));
    expect([...line].reverse().map((w) => logical(w.text))).toEqual(['قرار', 'با', '🎯', 'John', 'و', '💪', 'Anna']);
  });

  it('draw an emoji typed without spaces inside a Persian word between its two halves', async () => {
    const words = pdfWords(await pdfOf('fa', ['هدف🎯بزرگ']));
    expect(words.map((w) => logical(w.text))).toContain('هدف🎯بزرگ');
  });

  it('read two emoji in a row right to left too', () => {
    const box = layoutText('هدف 🎯✅ امروز', { size: 10.5 }, 300, 'rtl');
    const pieces = [...box.lines[0]!.pieces].sort((a, b) => b.x - a.x);
    expect(pieces.map((p) => p.text)).toEqual(['هدف', '✅🎯', 'امروز']);
    expect(pieces[1]!.face).toBe('emoji');
  });
});

describe('emoji in line layout', () => {
  it('keep a ZWJ sequence, a skin tone and a selector in one piece of the emoji font', () => {
    const box = layoutText('A 👩‍💻 B 💪🏽 C ❤️ D 🇧🇬', { size: 10.5 }, 400, 'ltr');
    const emoji = box.lines[0]!.pieces.filter((p) => p.face === 'emoji').map((p) => p.text);
    expect(emoji).toEqual(['👩‍💻', '💪🏽', '❤️', '🇧🇬']);
  });

  it('keep a tag flag whole where bidi would give its tags the level of a number after it', () => {
    // After an RLM the digit is left to right at level 2, and the invisible tags took its level.
    const box = layoutText('ب\u200F🏴󠁧󠁢󠁳󠁣󠁴󠁿1 هدف', { size: 10.5 }, 400, 'rtl');
    expect(box.lines[0]!.pieces.filter((p) => p.face === 'emoji').map((p) => p.text)).toEqual(['🏴󠁧󠁢󠁳󠁣󠁴󠁿']);
  });

  it('leave symbols that are text unless marked as emoji in the text font, when it has them', () => {
    // ©, ™ and → are Noto Sans's own; ❤ and ☺ typed without U+FE0F are in neither text font.
    const pieces = layoutText('© 2024 Acme™ → ❤ ☺ ©️', { size: 10.5 }, 400, 'ltr').lines[0]!.pieces.map((p) => `${p.text}:${p.face}`);
    expect(pieces).toEqual(['©:latin', '2024:latin', 'Acme™:latin', '→:latin', '❤:emoji', '☺:emoji', '©️:emoji']);
  });

  it('leave the spaces and letters around an emoji in their own fonts', () => {
    const faces = layoutText('Goal 🎯 done', { size: 10.5 }, 400, 'ltr').lines[0]!.pieces.map((p) => `${p.text}:${p.face}`);
    expect(faces).toEqual(['Goal:latin', '🎯:emoji', 'done:latin']);
  });

  it('break a line of emoji between emoji, never inside one', () => {
    const box = layoutText('👩‍💻'.repeat(40), { size: 10.5 }, 100, 'ltr');
    expect(box.lines.length).toBeGreaterThan(1);
    for (const line of box.lines) {
      expect(line.width).toBeLessThanOrEqual(100.5);
      for (const piece of line.pieces) expect(piece.text).toMatch(/^(👩‍💻)+$/u);
    }
  });
});
