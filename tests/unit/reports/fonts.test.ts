import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFaces } from '../../../src/core/reports/kit/fonts';
import { resourcesDir } from '../../../src/core/reports/kit/resources';
import { messages } from '../../../src/shared/i18n/messages';
import { poppler } from './poppler';
import { samplePdf } from './samples';

function sample(language: string): string {
  return readFileSync(join(resourcesDir(), 'samples', `coaching-${language}.txt`), 'utf8');
}

function reportLabels(language: 'en' | 'bg' | 'fa' | 'ms'): string {
  return JSON.stringify((messages[language] as { reports: object }).reports);
}

/**
 * Characters a font must draw itself: not line breaks, nor the invisible ones shaping leaves out
 * or consumes (the ZWNJ; the direction isolates around a path in the Persian strings).
 */
function missing(face: keyof ReturnType<typeof loadFaces>, text: string): string[] {
  const font = loadFaces()[face];
  return [...new Set(Array.from(text.replace(/[\n\r]|\p{Default_Ignorable_Code_Point}/gu, '')))].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
}

describe('document fonts', () => {
  it('ships each TTF with its OFL licence', () => {
    const dir = join(resourcesDir(), 'fonts');
    for (const licence of ['NotoSans-OFL.txt', 'Vazirmatn-OFL.txt', 'NotoEmoji-OFL.txt']) expect(readFileSync(join(dir, licence), 'utf8')).toContain('SIL OPEN FONT LICENSE Version 1.1');
  });

  it('draws every Bulgarian and Malay character of the samples and labels with Noto Sans, regular and bold', () => {
    const bulgarian = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯабвгдежзийклмнопрстуфхцчшщъьюяЍѝ„“–—…';
    const text = sample('bg') + sample('ms') + sample('en') + bulgarian + reportLabels('bg') + reportLabels('ms') + reportLabels('en');
    expect(missing('latin', text)).toEqual([]);
    expect(missing('latinBold', text)).toEqual([]);
  });

  it('draws every Persian character of the sample and labels, digits and separators with Vazirmatn', () => {
    const text = sample('fa') + reportLabels('fa') + '۰۱۲۳۴۵۶۷۸۹٫٬٪«»،؛؟ءآأؤإئ';
    expect(missing('persian', text)).toEqual([]);
    expect(missing('persianBold', text)).toEqual([]);
  });

  it('draws emoji of every kind coaches type with Noto Emoji, regular and bold, as one glyph each', () => {
    for (const face of ['emoji', 'emojiBold'] as const) {
      const font = loadFaces()[face];
      for (const emoji of ['🎯', '✅', '💪', '🏃‍♀️', '👩‍💻', '👨‍👩‍👧‍👦', '🇧🇬', '🇮🇷', '🇲🇾', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '❤️', '🙂', '📅', '☕']) {
        const run = font.layout(emoji);
        expect(run.glyphs.map((g) => g.id), `${face} ${emoji}`).toHaveLength(1);
        expect(run.glyphs[0]!.id, `${face} ${emoji}`).not.toBe(0);
      }
    }
  });

  it('embeds only subsets of the fonts it uses', async () => {
    for (const language of ['en', 'fa'] as const) {
      const rows = poppler('pdffonts', ['-'], await samplePdf(language)).stdout.split('\n').slice(2).filter(Boolean);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row, row).toMatch(/\+(NotoSans|Vazirmatn)-\w+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
      const names = rows.map((row) => row.split(/\s+/)[0]!.split('+')[1]);
      expect(names.some((name) => name!.startsWith('Vazirmatn'))).toBe(language === 'fa');
      // The emoji font is embedded only where a document has emoji (see emoji.test.ts).
      expect(names.some((name) => name!.startsWith('NotoEmoji'))).toBe(false);
    }
  });
});
