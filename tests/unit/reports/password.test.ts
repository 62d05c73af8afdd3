import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../src/core/reports/kit';
import { sampleProgressReport } from '../../../src/core/reports/kit/sample/sample-document';
import { AppError } from '../../../src/shared/errors';
import { messages } from '../../../src/shared/i18n/messages';
import type { Language } from '../../../src/shared/languages';
import { pdfText, poppler } from './poppler';

describe('password-protected PDFs', () => {
  it('cannot be read without the password and reads with it', async () => {
    const pdf = await renderDocument(sampleProgressReport('en'), { language: 'en', password: 'lantern orchard' });
    const locked = poppler('pdftotext', ['-', '-'], pdf);
    expect(locked.ok).toBe(false);
    expect(locked.stdout).not.toContain('Daniel Okafor');
    expect(poppler('pdftotext', ['-upw', 'wrong guess', '-', '-'], pdf).ok).toBe(false);
    expect(pdfText(pdf, ['-upw', 'lantern orchard'])).toContain('Daniel Okafor');
    expect(poppler('pdfinfo', ['-upw', 'lantern orchard', '-'], pdf).stdout).toMatch(/Encrypted:\s+yes .*AES-256/);
  });

  it('keeps even the names in its metadata out of the file’s readable bytes', async () => {
    const pdf = await renderDocument(sampleProgressReport('en'), { language: 'en', password: 'lantern orchard' });
    expect(pdf.includes(Buffer.from('Clear Path Coaching'))).toBe(false);
    expect(pdf.includes(Buffer.from('Daniel Okafor'))).toBe(false);
  });

  it('takes a Persian password', async () => {
    const pdf = await renderDocument(sampleProgressReport('fa'), { language: 'fa', password: 'رمز عبور من' });
    expect(poppler('pdftotext', ['-', '-'], pdf).ok).toBe(false);
    expect(pdfText(pdf, ['-upw', 'رمز عبور من'])).toContain('سارا احمدی');
  });

  it('refuses, with a reason, a password PDF readers would not accept', async () => {
    const attempt = renderDocument(sampleProgressReport('fa'), { language: 'fa', password: 'رمز ۱۲۳' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'PDF_PASSWORD_UNUSABLE' });
  });

  it('composes an accent typed as a mark of its own, as the recipient’s keyboard types it', async () => {
    const pdf = await renderDocument(sampleProgressReport('en'), { language: 'en', password: 'cafe\u0301 noir' });
    expect(pdfText(pdf, ['-upw', 'caf\u00e9 noir'])).toContain('Daniel Okafor');
  });

  it.each([
    ['a Persian half-space', 'می\u200cخواهم'],
    ['a no-break space', 'lantern\u00a0orchard'],
    ['a ligature', '\ufb01sh and chips'],
  ])('refuses a password with %s, which readers that prepare it and readers that do not would take apart', async (_, password) => {
    await expect(renderDocument(sampleProgressReport('en'), { language: 'en', password })).rejects.toMatchObject({ code: 'PDF_PASSWORD_UNUSABLE' });
  });

  it('takes a password of 127 bytes and refuses a longer one, which a PDF would cut short', async () => {
    // poppler's tools read at most 32 bytes of -upw, so a longer password cannot be tried here.
    const cyrillic = 'ж'.repeat(16);
    expect(pdfText(await renderDocument(sampleProgressReport('en'), { language: 'en', password: cyrillic }), ['-upw', cyrillic])).toContain('Daniel Okafor');
    const longest = await renderDocument(sampleProgressReport('en'), { language: 'en', password: 'ж'.repeat(63) + 'a' });
    expect(poppler('pdftotext', ['-', '-'], longest).ok).toBe(false);
    await expect(renderDocument(sampleProgressReport('en'), { language: 'en', password: 'ж'.repeat(64) })).rejects.toMatchObject({ code: 'PDF_PASSWORD_TOO_LONG' });
  });

  /** Words each language's message must use: what it names is what a PDF password cannot hold. */
  const NAMES: Record<Language, string[]> = {
    en: ['emoji', 'tabs', 'half-spaces', 'no-break spaces', 'invisible', 'special symbols', 'Persian letter'],
    bg: ['емоджи', 'табулации', 'полуинтервали', 'непрекъсваеми интервали', 'невидими', 'специални символи', 'персийска буква'],
    fa: ['ایموجی', 'تب', 'نیم‌فاصله', 'فاصلهٔ نشکن', 'نامرئی', 'نمادهای خاص', 'حرف فارسی'],
    ms: ['emoji', 'tab', 'separuh ruang', 'ruang tidak putus', 'tidak kelihatan', 'simbol khas', 'huruf Parsi'],
  };
  const errorText = (language: Language) => (messages[language] as { errors: Record<string, string> }).errors.PDF_PASSWORD_UNUSABLE!;

  it.each([
    ['an emoji', '🔒secret🔑'],
    ['a tab', 'a\tb'],
    ['a private-use character', 'a\uE000b'],
    ['a direction mark', '\u200Fرمز'],
  ])('says, in every language, what a PDF password cannot hold when it has %s, not only Persian rules', async (_, password) => {
    const attempt = renderDocument(sampleProgressReport('en'), { language: 'en', password });
    await expect(attempt).rejects.toMatchObject({ code: 'PDF_PASSWORD_UNUSABLE', message: errorText('en') });
    for (const language of Object.keys(NAMES) as Language[]) {
      for (const name of NAMES[language]) expect(errorText(language), language).toContain(name);
    }
  });

  it('is not protected when no password is given', async () => {
    const pdf = await renderDocument(sampleProgressReport('en'), { language: 'en' });
    expect(poppler('pdfinfo', ['-'], pdf).stdout).toMatch(/Encrypted:\s+no/);
  });
});
