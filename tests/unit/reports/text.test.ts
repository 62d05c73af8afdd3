import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/shared/languages';
import { pdfText, poppler } from './poppler';
import { samplePdf } from './samples';

/** What a client reading the sample report must find in it, in the report's own language. */
const EXPECTED: Record<Language, { strings: string[]; page: (n: number, of: number) => string }> = {
  en: {
    strings: ['Clear Path Coaching', 'Progress report', 'Daniel Okafor', 'Confidence when presenting in meetings (1–10)', 'Baseline: 4', 'Target: 8', 'Wheel of Life', 'Physical environment', '8 January 2024', '24 June 2024', 'The client is the expert on their own life.', 'Balancing work and family life', '92%'],
    page: (n, of) => `Page ${n} of ${of}`,
  },
  bg: {
    strings: ['Коучинг студио „Посока“', 'Отчет за напредъка', 'Георги Иванов', 'Увереност при презентации пред екипа (1–10)', 'Начална стойност: 4', 'Целева стойност: 8', 'Колело на живота', 'Личностно развитие', '8 януари 2024 г.', 'Коучингът се определя като метод, който се състои в насочване', 'Баланс между работа и семейство', 'Продължителност'],
    page: (n, of) => `Страница ${n} от ${of}`,
  },
  fa: {
    strings: ['کوچینگ مسیر روشن', 'گزارش پیشرفت', 'سارا احمدی', 'جلسه‌های برگزارشده', 'ساعت‌های کوچینگ', 'اقدام‌های انجام‌شده', 'هدف‌ها', 'پیاده‌روی روزانه', 'جمع‌بندی کوچ', 'چرخ زندگی', 'رشد فردی', 'نقطهٔ شروع', 'رسیدن به نمرهٔ', 'IELTS Academic', 'British Council', 'گفت‌وگوی دشوار با همکار', 'کوچینگ یک رابطه حرفه ای است که به افراد کمک می کند'],
    page: (n, of) => `صفحهٔ ${'۰۱۲۳۴۵۶۷۸۹'[n]} از ${'۰۱۲۳۴۵۶۷۸۹'[of]}`,
  },
  ms: {
    strings: ['Bimbingan Arah Jelas', 'Laporan kemajuan', 'Ahmad Faizal', 'Keyakinan semasa membentang di mesyuarat (1–10)', 'Titik permulaan: 4', 'Sasaran: 8', 'Roda Kehidupan', 'Perkembangan diri', '8 Januari 2024', 'Kejurulatihan ditakrifkan sebagai kaedah', 'Keseimbangan kerja dan keluarga'],
    page: (n, of) => `Halaman ${n} daripada ${of}`,
  },
};

describe.each(Object.keys(EXPECTED) as Language[])('sample progress report in %s', (language) => {
  it('contains its labels, names, dates and the coach’s text as extractable text', async () => {
    const text = pdfText(await samplePdf(language));
    for (const expected of EXPECTED[language].strings) expect(text, expected).toContain(expected);
  });

  it('numbers every page “n of m” in the document’s own digits', async () => {
    const pdf = await samplePdf(language);
    const pages = Number(poppler('pdfinfo', ['-'], pdf).stdout.match(/Pages:\s+(\d+)/)![1]);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page++) {
      // pdftotext drops the space between Persian digits and words, so spaces are not compared.
      const text = pdfText(pdf, ['-f', String(page), '-l', String(page)]).replace(/\s/g, '');
      expect(text).toContain(EXPECTED[language].page(page, pages).replace(/\s/g, ''));
    }
  });
});
