import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PEOPLE } from '../../../src/core/reports/kit/sample/sample-people';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { pdfText, poppler } from './poppler';
import { generated, NOW, type SeededPractice, seededPractice } from './seeded-practice';

/**
 * What a client reads in each language, from a practice seeded through the contract. The
 * strings are written out here rather than taken from the message files, so a wrong calendar,
 * wrong digits or a missing translation fails the test. Session 5 of the seeded half year is
 * Monday 4 March 2024 (14 Esfand 1402); the next one is 18 March (28 Esfand).
 */
const SUMMARY: Record<Language, string[]> = {
  en: ['Session summary', 'Monday, 4 March 2024', '10:00–11:00 (Greenwich Mean Time)', 'What we agreed', '11 Mar 2024', 'Goals we worked on', 'Next session', 'Monday, 18 March 2024', 'Page 1 of 2'],
  bg: ['Обобщение на сесията', 'понеделник, 4 март 2024 г.', 'За какво се договорихме', '11.03.2024 г.', 'Цели, по които работихме', 'Следваща сесия', 'понеделник, 18 март 2024 г.', 'Страница 1 от 2'],
  fa: ['آنچه توافق کردیم', 'دوشنبه ۱۴ اسفند ۱۴۰۲', '۲۱ اسفند ۱۴۰۲', 'هدف‌هایی که روی آن‌ها کار کردیم', 'جلسهٔ بعدی', 'وقت عادی ایران'],
  ms: ['Ringkasan sesi', 'Isnin, 4 Mac 2024', '10:00 PG–11:00 PG (Waktu Malaysia)', 'Perkara yang dipersetujui', '11 Mac 2024', 'Matlamat yang diusahakan', 'Sesi seterusnya', 'Isnin, 18 Mac 2024', 'Halaman 1 daripada 2'],
};

const PROGRESS: Record<Language, string[]> = {
  en: ['Progress report', '8 Jan – 28 Jun 2024', 'Sessions held', '11 hours', '92% (11 of 12)', '20 of 30 (67%)', 'Wheel of Life', 'Partner and romance', 'Appendix: sessions', 'Cancelled', 'No-show'],
  bg: ['Отчет за напредъка', 'Проведени сесии', '11 часа', '92% (11 от 12)', '20 от 30 (67%)', 'Колело на живота', 'Приложение: сесии', 'Отменена', 'Неявяване'],
  fa: ['گزارش پیشرفت', '۱۸ دی ۱۴۰۲ تا ۸ تیر ۱۴۰۳', 'جلسه‌های برگزارشده', 'چرخ زندگی', 'پیوست: فهرست جلسه‌ها', 'غیبت'],
  ms: ['Laporan kemajuan', '8 Jan – 28 Jun, 2024', 'Sesi yang diadakan', '11 jam', '92% (11 daripada 12)', '20 daripada 30 (67%)', 'Roda Kehidupan', 'Lampiran: senarai sesi', 'Dibatalkan', 'Tidak hadir'],
};

const COACH_SUMMARY: Record<Language, string> = {
  en: 'Daniel prepared every session and kept his step diary.',
  bg: 'Георги се подготвяше за всяка сесия и водеше дневник.',
  fa: 'سارا برای هر جلسه آماده بود و دفترچهٔ قدم‌ها را نوشت.',
  ms: 'Ahmad bersedia untuk setiap sesi dan menyimpan diari langkah.',
};

/**
 * pdftotext drops the space where a Persian word meets a number ("۱۴اسفند") and moves
 * punctuation next to numbers and brackets around: its text is compared here without white
 * space and punctuation, and Persian word order is checked from positions instead
 * (persian-documents.test.ts).
 */
function expectText(text: string, expected: string[]): void {
  const squash = (s: string) => s.replace(/[\s:;()«»،؛.,]+/g, '');
  for (const phrase of expected) expect(squash(text), phrase).toContain(squash(phrase));
}

let practice: SeededPractice;
beforeAll(async () => {
  practice = await seededPractice();
}, 120_000);
afterAll(() => practice.close());

describe.each(LANGUAGES)('documents in %s', (language) => {
  const people = SAMPLE_PEOPLE[language];

  it('a session summary has the practice, the session in the client’s time, the shared note, what was agreed, the goals and the next session', async () => {
    const { core, clients } = practice;
    const text = pdfText(await generated(core, { kind: 'sessionSummary', sessionId: clients[language].sessionIds[4]! }));
    // The practice is named in English, whatever the client's language.
    expectText(text, [...SUMMARY[language], SAMPLE_PEOPLE.en.practice, people.client, people.goals[1]!.title, people.topics[4]!]);
    // Agreed in that session: each goal's milestone became an action item.
    expectText(text, [people.goals[2]!.milestones[0]!]);
  });

  it('a progress report has the period’s figures, every goal with its milestones, the wheel, the coach’s summary and the appendix', async () => {
    const { core, clients } = practice;
    const pdf = await generated(core, { kind: 'progressReport', clientId: clients[language].clientId, summary: COACH_SUMMARY[language] });
    const text = pdfText(pdf);
    expectText(text, [...PROGRESS[language], people.client, COACH_SUMMARY[language], ...people.goals.flatMap((g) => [g.title, ...g.milestones])]);
    // Three goal charts and the radar are vector drawings, not images: the only image is the logo on each page.
    const pages = Number(poppler('pdfinfo', ['-'], pdf).stdout.match(/Pages:\s+(\d+)/)![1]);
    expect(poppler('pdfimages', ['-list', '-'], pdf).stdout.split('\n').filter((row) => /^\s*\d+\s+\d+\s+image\b/.test(row))).toHaveLength(pages);
  });

  it('embeds subsets of its fonts, Vazirmatn only where Persian is written', async () => {
    const { core, clients } = practice;
    for (const document of [{ kind: 'sessionSummary' as const, sessionId: clients[language].sessionIds[4]! }, { kind: 'progressReport' as const, clientId: clients[language].clientId }]) {
      const rows = poppler('pdffonts', ['-'], await generated(core, document)).stdout.split('\n').slice(2).filter(Boolean);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row, row).toMatch(/^[A-Z]{6}\+(NotoSans|Vazirmatn)-\w+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
      expect(rows.some((row) => row.includes('Vazirmatn'))).toBe(language === 'fa');
    }
  });
});

describe('language of a document', () => {
  it('follows the client’s document language whatever the app speaks, and can be chosen per document', async () => {
    const { core, clients } = practice;
    await core.call('settings.update', { language: 'bg' });
    const own = pdfText(await generated(core, { kind: 'sessionSummary', sessionId: clients.fa.sessionIds[4]! }));
    expectText(own, ['دوشنبه ۱۴ اسفند ۱۴۰۲']);
    const chosen = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: clients.fa.sessionIds[4]! }, language: 'en' });
    expect(chosen.language).toBe('en');
    expect(chosen.fileName).toBe('Session summary سارا احمدی 2024-03-04.pdf');
    const text = pdfText(Buffer.from(chosen.pdf!, 'base64'));
    expect(text).toContain('Monday, 4 March 2024');
    expect(text).toContain('10:00–11:00 (Iran Standard Time)');
    await core.call('settings.update', { language: 'en' });
  });

  it('writes Persian dates in the Gregorian calendar when the coach chose it, still with Persian digits', async () => {
    const { core, clients } = practice;
    await core.call('settings.update', { persianCalendar: 'gregorian' });
    try {
      const text = pdfText(await generated(core, { kind: 'sessionSummary', sessionId: clients.fa.sessionIds[4]! }));
      expectText(text, ['۴ مارس ۲۰۲۴']);
      expect(text).not.toContain('اسفند');
    } finally {
      await core.call('settings.update', { persianCalendar: 'jalali' });
    }
  });

  it('reports on the period asked for: its sessions, check-ins and assessments only', async () => {
    const { core, clients } = practice;
    const text = pdfText(await generated(core, { kind: 'progressReport', clientId: clients.en.clientId, from: '2024-01-01', to: '2024-02-29' }));
    expect(text).toContain('1 Jan – 29 Feb 2024');
    expect(text).toContain('Sessions held 4'); // 8 and 22 January, 5 and 19 February
    expect(text).not.toContain('No-show'); // that was in May
    // One Wheel of Life in the period: it is shown alone, without a change column.
    expect(text).toContain('Wheel of Life');
    expect(text).not.toContain('Change');
    expect(new Date(NOW).toISOString().slice(0, 10)).toBe('2024-06-28');
    expect(text).toContain('Prepared on 28 June 2024');
  });
});
