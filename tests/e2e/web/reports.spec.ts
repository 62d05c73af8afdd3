import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { sampleLogo } from '../../../src/core/reports/kit/sample/sample-logo';
import { seedPractice, seedReportClient } from '../../../src/core/reports/sample/seed-client';
import type { Language } from '../../../src/shared/languages';
import { pdfText, poppler } from '../../unit/reports/poppler';
import { expectAccessible, expectScreenIn } from '../flows/language-checks';
import { text } from '../flows/scheduling-flow';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

// The seeded half year of coaching ends on 24 June 2024; the practice's clock is a few days later.
const NOW = '2024-06-28T12:00:00Z';
test.use({ practiceNow: NOW, timezoneId: 'Europe/London' });

async function seeded(practice: Practice, language: Language) {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await seedPractice(practice.core, language);
  return seedReportClient(practice.core, language, { privateMarker: 'PRIVATE-Marker' });
}

/** The document dialog, over a page whose own language and accessibility languages.spec.ts checks. */
const DIALOG = '[role="dialog"]';

/** The preview frame shows a blob: URL and Chromium's PDF viewer has opened it. */
async function expectPreview(page: Page): Promise<string> {
  const frame = page.getByTestId('pdf-preview');
  await expect(frame).toBeVisible();
  const url = (await frame.getAttribute('src'))!;
  expect(url).toMatch(/^blob:/);
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true);
  // Let the viewer draw its first page before a screenshot.
  await page.waitForTimeout(1500);
  return url;
}

/**
 * Saves through the browser's download (the bridge has no save dialog). The PDF is also kept
 * under test-results/pdfs, beside the screenshots, so a person can render and look at it.
 */
async function download(page: Page, button: string, testInfo: TestInfo, keepAs: string): Promise<{ name: string; pdf: Buffer }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  const pdf = readFileSync((await file.path())!);
  mkdirSync('test-results/pdfs', { recursive: true });
  writeFileSync(`test-results/pdfs/${testInfo.project.name}-${keepAs}.pdf`, pdf);
  return { name: file.suggestedFilename(), pdf };
}

test('a session summary from the session page: previewed in the app, saved with and without a password, gone from memory when closed', async ({ page, practice }, testInfo) => {
  const { sessionIds } = await seeded(practice, 'en');
  await page.goto(`${practice.url}#/sessions/${sessionIds[4]}`);
  await page.getByRole('button', { name: 'Summary (PDF)' }).click();
  const url = await expectPreview(page);
  await expect(page.getByTestId('document-language')).toHaveValue('English');
  await snap(page, testInfo, 'reports-01-summary-preview-en', { fullPage: false });

  // A browser has no system print dialog from the core: Print prints the preview's frame (the
  // PDF), not the app's screen around it.
  await page.evaluate(() => {
    const counts = ((window as unknown as { printed: { app: number; preview: number } }).printed = { app: 0, preview: 0 });
    window.print = () => void counts.app++;
    document.querySelector<HTMLIFrameElement>('[data-testid=pdf-preview]')!.contentWindow!.print = () => void counts.preview++;
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: unknown }).printed)).toEqual({ app: 0, preview: 1 });

  const plain = await download(page, 'Save as…', testInfo, 'reports-summary-en');
  expect(plain.name).toBe('Session summary Daniel Okafor 2024-03-04.pdf');
  const words = pdfText(plain.pdf);
  expect(words).toContain('Monday, 4 March 2024');
  expect(words).toContain('Clear Path Coaching');
  expect(words).not.toContain('PRIVATE-Marker');

  await page.getByLabel('Password to open the saved PDF (optional)').fill('open sesame');
  const locked = await download(page, 'Save as…', testInfo, 'reports-summary-en-password');
  expect(poppler('pdftotext', ['-', '-'], locked.pdf).ok).toBe(false);
  expect(pdfText(locked.pdf, ['-upw', 'open sesame'])).toContain('Monday, 4 March 2024');

  // Another language for this one document: the preview follows.
  await page.getByTestId('document-language').click();
  await page.getByRole('option', { name: 'Български' }).click();
  await expect.poll(async () => page.getByTestId('pdf-preview').getAttribute('src')).not.toBe(url);

  const current = (await page.getByTestId('pdf-preview').getAttribute('src'))!;
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('pdf-preview')).toBeHidden();
  const readable = (blob: string) => page.evaluate((u) => fetch(u).then(() => true, () => false), blob);
  expect(await readable(current)).toBe(false);
  expect(await readable(url)).toBe(false);
});

test('a Persian session summary from a Persian screen: Jalali date, Persian digits, the client’s Tehran time', async ({ page, practice }, testInfo) => {
  const { sessionIds } = await seeded(practice, 'fa');
  await page.goto(`${practice.url}#/sessions/${sessionIds[4]}`);
  await page.getByRole('button', { name: text('fa', 'reports.summaryButton') }).click();
  await expectPreview(page);
  await expect(page.getByTestId('document-language')).toHaveValue('فارسی');
  await snap(page, testInfo, 'reports-08-summary-preview-fa', { fullPage: false });

  const { name, pdf } = await download(page, text('fa', 'reports.dialog.saveAs'), testInfo, 'reports-summary-fa');
  expect(name).toBe('خلاصهٔ جلسه سارا احمدی 2024-03-04.pdf');
  const words = pdfText(pdf).replace(/\s+/g, '');
  // Monday 4 March 2024 is Doshanbe 14 Esfand 1402, at 10:00 in Tehran.
  expect(words).toContain('دوشنبه۱۴اسفند۱۴۰۲');
  expect(words).toContain('۱۰:۰۰');
  expect(words).not.toContain('PRIVATE-Marker');
  expect(words).not.toMatch(/2024|March/);
});

test('the calendar’s session dialog offers the summary too', async ({ page, practice }) => {
  const { clientId } = await seeded(practice, 'en');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  await page.getByTestId('past-sessions').getByRole('button').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Summary (PDF)' }).click();
  await expectPreview(page);
});

test('a progress report from the client page in English: period, summary, preview and download', async ({ page, practice }, testInfo) => {
  const { clientId } = await seeded(practice, 'en');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  await page.getByRole('button', { name: 'Progress report' }).click();
  await expect(page.getByText('Choose the period and press Preview.')).toBeVisible();
  // The period's first field takes the focus, not the dialog's close button.
  await expect(page.getByTestId('report-from').getByRole('spinbutton').first()).toBeFocused();
  await page.getByTestId('report-from').getByRole('spinbutton').first().click();
  await page.keyboard.type('01022024');
  await page.getByLabel('Your summary').fill('Daniel kept to his plan and asked for feedback after every presentation.');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expectPreview(page);
  await snap(page, testInfo, 'reports-02-progress-preview-en', { fullPage: false });
  await expectAccessible(page, DIALOG);

  const { name, pdf } = await download(page, 'Save as…', testInfo, 'reports-progress-en');
  expect(name).toBe('Progress report Daniel Okafor 2024-02-01 to 2024-06-28.pdf');
  const words = pdfText(pdf);
  expect(words).toContain('1 Feb – 28 Jun 2024');
  expect(words).toContain('Daniel kept to his plan and asked for feedback after every presentation.');
});

test('a progress report whose start is after today, with no end given (today), says the period runs backwards before Preview', async ({ page, practice }) => {
  const { clientId } = await seeded(practice, 'en');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  await page.getByRole('button', { name: 'Progress report' }).click();
  await page.getByTestId('report-from').getByRole('spinbutton').first().click();
  await page.keyboard.type('01022099');
  // It was made for "1 Feb 2099 – today" without a word.
  await expect(page.getByText(text('en', 'reports.progressForm.backwards'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeDisabled();
});

test('a progress report in Persian from a Persian screen: Jalali period, the coach’s summary, right to left', async ({ page, practice }, testInfo) => {
  const { clientId } = await seeded(practice, 'fa');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: text('fa', 'reports.progressButton') }).click();
  await page.getByTestId('report-from').getByRole('spinbutton').first().click();
  await page.keyboard.type('14021101'); // 1 Bahman 1402 = 21 January 2024
  await page.getByLabel(text('fa', 'reports.progressForm.summary')).fill('سارا با برنامه پیش رفت و پس از هر ارائه بازخورد خواست.');
  await snap(page, testInfo, 'reports-03-progress-form-fa', { fullPage: false });
  // Before any preview, the document is already shown to be in the client's language.
  await expect(page.getByTestId('document-language')).toHaveValue('فارسی');
  await page.getByRole('button', { name: text('fa', 'reports.progressForm.preview'), exact: true }).click();
  await expectPreview(page);
  await expect(page.getByTestId('document-language')).toHaveValue('فارسی');
  await snap(page, testInfo, 'reports-04-progress-preview-fa', { fullPage: false });
  await expectScreenIn(page, 'fa', DIALOG);
  await expectAccessible(page, DIALOG);

  const { name, pdf } = await download(page, text('fa', 'reports.dialog.saveAs'), testInfo, 'reports-progress-fa');
  expect(name).toBe('گزارش پیشرفت سارا احمدی 2024-01-21 تا 2024-06-28.pdf');
  const words = pdfText(pdf).replace(/\s+/g, '');
  expect(words).toContain('۱بهمن۱۴۰۲تا۸تیر۱۴۰۳');
  expect(words).toContain('سارابابرنامهپیشرفت');
});

test('the Reports page writes a day’s summaries into a folder, each in its client’s own language, headed by the practice’s name and logo', async ({ page, practice }, testInfo) => {
  await seeded(practice, 'en');
  // A second client on the same day who reads Bulgarian (10:00 in Sofia, 08:00 in London).
  await seedReportClient(practice.core, 'bg');
  const folder = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-pdfs-'));
  const logo = join(folder, 'logo.png');
  writeFileSync(logo, sampleLogo(128));
  try {
    await page.goto(`${practice.url}#/settings`);
    await page.getByTestId('practice-name').fill('Harbour Light Coaching');
    await page.getByTestId('practice-name').blur();
    await page.locator('input[type=file]').setInputFiles(logo);
    await expect(page.getByRole('img', { name: text('en', 'settings.practice.logoAlt') })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await snap(page, testInfo, 'reports-05-practice-settings-en');

    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByTestId('day-date').getByRole('spinbutton').first().click();
    await page.keyboard.type('04032024');
    await expect(page.getByTestId('day-session')).toHaveCount(2);
    await snap(page, testInfo, 'reports-06-reports-page-en');
    await page.getByRole('button', { name: 'Write 2 summaries' }).click();
    await page.getByTestId('path-input').fill(folder);
    await page.getByRole('button', { name: text('en', 'backups.pathPrompt.use') }).click();
    await expect(page.getByTestId('batch-result')).toContainText('2 summaries written');
    const written = readdirSync(folder).filter((f) => f.endsWith('.pdf')).sort();
    expect(written).toEqual(['Session summary Daniel Okafor 2024-03-04.pdf', `${text('bg', 'reports.summary.title')} Георги Иванов 2024-03-04.pdf`].sort());
    const english = readFileSync(join(folder, 'Session summary Daniel Okafor 2024-03-04.pdf'));
    expect(pdfText(english)).toContain('Harbour Light Coaching');
    expect(pdfText(english)).toContain('Monday, 4 March 2024');
    // The logo chosen in Settings (128 px), not the one the practice had before (96 px).
    expect(poppler('pdfimages', ['-list', '-'], english).stdout).toMatch(/\s128\s+128\s+rgb\b/);
    const bulgarian = readFileSync(join(folder, written.find((f) => f.includes('Георги'))!));
    expect(pdfText(bulgarian)).toContain('понеделник, 4 март 2024');
    await snap(page, testInfo, 'reports-07-batch-done-en');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("the day's summaries fields can be read in a narrow window: the document language's choice is not cut off", async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'bg' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto(`${practice.url}#/reports`);
  const language = page.getByTestId('day-summaries').getByRole('combobox', { name: text('bg', 'reports.dialog.language') });
  await expect(language).toHaveValue(text('bg', 'reports.day.ownLanguage'));
  // The whole choice shows in its box.
  expect(await language.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
});

test('a day with no sessions offers no summaries to write, and one with none ticked no count of zero', async ({ page, practice }) => {
  await seeded(practice, 'en');
  await page.goto(`${practice.url}#/reports`);
  const panel = page.getByTestId('day-summaries');
  await panel.getByTestId('day-date').getByRole('spinbutton').first().click();
  await page.keyboard.type('04032024');
  await expect(panel.getByTestId('day-session')).toHaveCount(1);
  await panel.getByRole('checkbox').uncheck();
  // It read "Write 0 summaries".
  await expect(panel.getByRole('button', { name: 'Write summaries', exact: true })).toBeDisabled();

  await panel.getByTestId('day-date').getByRole('spinbutton').first().click();
  await page.keyboard.type('05032024');
  await expect(panel.getByText('No sessions on this day.')).toBeVisible();
  // Nothing to write, under "No sessions on this day.": "Write 0 summaries", disabled.
  await expect(panel.getByRole('button', { name: /^Write/ })).toHaveCount(0);
});
