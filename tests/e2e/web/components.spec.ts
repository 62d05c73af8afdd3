import type { Page } from '@playwright/test';
import { galleryUrl, openGallery } from '../flows/gallery';
import { snap } from '../flows/screenshots';
import { expect, test } from './fixtures';

/** Focuses the field's first segment and types as a keyboard layout sends its digits (insertText per key). */
async function typeInto(page: Page, testId: string, digits: string) {
  await page.getByTestId(testId).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

const typeDate = (page: Page, digits: string) => typeInto(page, 'gallery-date', digits);

test('Persian: the date input shows and accepts Jalali dates with Persian or Latin digits', async ({ page, practice }, testInfo) => {
  await openGallery(page, practice, 'فارسی');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await typeDate(page, '14040101');
  await expect(page.getByTestId('date-value')).toHaveText('2025-03-21');
  await expect(page.getByTestId('date-formatted')).toHaveText('جمعه ۱ فروردین ۱۴۰۴');
  await expect(page.getByTestId('gallery-date').getByRole('spinbutton').first()).toHaveText('۱۴۰۴');

  await typeDate(page, '۱۴۰۳۱۲۳۰');
  await expect(page.getByTestId('date-value')).toHaveText('2025-03-20');
  // What React Aria itself says to a screen reader is ours in Persian (it ships none), not its English.
  await expect(page.getByTestId('gallery-date').getByRole('spinbutton').first()).toHaveAccessibleDescription(/^تاریخ انتخاب‌شده: /);

  await page.getByRole('button', { name: 'انتخاب تاریخ' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.cd-calendar__heading')).toHaveText('اسفند ۱۴۰۳');
  await expect(dialog.getByRole('button', { name: /، انتخاب‌شده$/ })).toHaveCount(1);
  // The week starts on Saturday (شنبه).
  await expect(dialog.locator('thead th').first()).toHaveText('ش');
  await snap(page, testInfo, 'components-fa-date-picker');
  // The first: React Aria also puts a hidden one for screen readers at the grid's edge.
  await dialog.getByRole('button', { name: 'ماه بعد' }).first().click();
  await expect(dialog.locator('.cd-calendar__heading')).toHaveText('فروردین ۱۴۰۴');
  await dialog.getByRole('button', { name: /فروردین ۱۳،?,? / }).click();
  await expect(page.getByTestId('date-value')).toHaveText('2025-04-02');
});

test('Persian with the Gregorian calendar chosen: dates in Gregorian, digits still Persian', async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: 'lantern orchard velvet compass', language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('settings.update', { persianCalendar: 'gregorian' });
  await page.goto(galleryUrl(practice));
  await expect(page.getByTestId('gallery-locale')).toHaveText('fa-IR-u-ca-gregory');

  await typeDate(page, '20250321');
  await expect(page.getByTestId('date-value')).toHaveText('2025-03-21');
  await expect(page.getByTestId('date-formatted')).toHaveText('جمعه ۲۱ مارس ۲۰۲۵');
  await page.getByRole('button', { name: 'انتخاب تاریخ' }).click();
  await expect(page.getByRole('dialog').locator('.cd-calendar__heading')).toHaveText('مارس ۲۰۲۵');
});

test('English: day, month, year order and a week that starts on Monday', async ({ page, practice }, testInfo) => {
  await openGallery(page, practice, 'English');
  await typeDate(page, '21032025');
  await expect(page.getByTestId('date-value')).toHaveText('2025-03-21');
  await expect(page.getByTestId('date-formatted')).toHaveText('Friday, 21 March 2025');
  await page.getByRole('button', { name: 'Choose a date' }).click();
  await expect(page.getByRole('dialog').locator('thead th').first()).toHaveText('M');
  await snap(page, testInfo, 'components-en-date-picker');
});

test('Malay: what the date field says to a screen reader is Malay, where React Aria has only English', async ({ page, practice }) => {
  await openGallery(page, practice, 'Bahasa Melayu');
  const segments = page.getByTestId('gallery-date').getByRole('spinbutton');
  await expect(segments.first()).toHaveAttribute('aria-valuetext', 'Kosong');
  await typeDate(page, '21032025');
  await expect(page.getByTestId('date-value')).toHaveText('2025-03-21');
  await expect(segments.first()).toHaveAccessibleDescription(/^Tarikh dipilih: /);
});

test('Persian: number fields show Persian digits and accept either kind typed', async ({ page, practice }, testInfo) => {
  await openGallery(page, practice, 'فارسی');
  const field = page.getByTestId('gallery-number');
  await field.fill('');
  await field.pressSequentially('۱۲');
  await expect(field).toHaveValue('۱۲');
  await expect(page.getByTestId('number-value')).toHaveText('12');
  await field.pressSequentially('50');
  await expect(field).toHaveValue('۱۲۵۰');
  await expect(page.getByTestId('number-value')).toHaveText('1250');
  await field.press('ArrowUp');
  await expect(field).toHaveValue('۱۲۵۱');
  // The Persian decimal separator, as the app writes 72.5 in Persian: not dropped (it made 725).
  await field.fill('');
  await field.pressSequentially('۷۲٫۵');
  await expect(field).toHaveValue('۷۲٫۵');
  await expect(page.getByTestId('number-value')).toHaveText('72.5');

  await page.getByTestId('gallery-text').fill('Anna Petrova');
  await expect(page.getByTestId('gallery-user-text')).toHaveAttribute('dir', 'auto');
  await snap(page, testInfo, 'components-fa-gallery');
});

test('Other languages: number fields read Persian digits and decimal separator typed on a Persian keyboard', async ({ page, practice }) => {
  await openGallery(page, practice, 'English');
  const field = page.getByTestId('gallery-number');
  await field.pressSequentially('۶۰');
  await expect(field).toHaveValue('60');
  await expect(page.getByTestId('number-value')).toHaveText('60');
  await field.fill('');
  await field.pressSequentially('۷۲٫۵');
  await expect(field).toHaveValue('72.5');
  await expect(page.getByTestId('number-value')).toHaveText('72.5');
});

test('Bulgarian: number fields write a decimal comma, as the rest of the screen does, and read a point typed', async ({ page, practice }) => {
  await openGallery(page, practice, 'Български');
  const field = page.getByTestId('gallery-number');
  await field.fill('');
  await field.pressSequentially('21,1');
  await expect(field).toHaveValue('21,1');
  await expect(page.getByTestId('number-value')).toHaveText('21.1');
  // The point on the number pad.
  await field.fill('');
  await field.pressSequentially('9.5');
  await expect(field).toHaveValue('9,5');
  await expect(page.getByTestId('number-value')).toHaveText('9.5');
});

test('English and Bulgarian: dates and times typed with Persian digits, as a Persian keyboard layout sends them', async ({ page, practice }, testInfo) => {
  await openGallery(page, practice, 'English');
  await typeInto(page, 'gallery-date', '۲۱۰۳۲۰۲۵');
  await expect(page.getByTestId('date-value')).toHaveText('2025-03-21');
  await expect(page.getByTestId('gallery-date').getByRole('spinbutton')).toHaveText(['21', '03', '2025']);
  await typeInto(page, 'gallery-time', '۰۹۳۰');
  await expect(page.getByTestId('time-value')).toHaveText('09:30');
  await expect(page.getByTestId('gallery-time').getByRole('spinbutton')).toHaveText(['9', '30']);
  await snap(page, testInfo, 'components-en-persian-digits');

  await page.getByRole('radio', { name: 'Български' }).check();
  // A whole segment arriving in one insertion (as an input method may send it), and Arabic-Indic digits.
  await page.getByTestId('gallery-date').getByRole('spinbutton').first().click();
  for (const part of ['۱۴', '۰۲', '۲۰۲۶']) await page.keyboard.insertText(part);
  await expect(page.getByTestId('date-value')).toHaveText('2026-02-14');
  await typeInto(page, 'gallery-time', '١٧٤٥');
  await expect(page.getByTestId('time-value')).toHaveText('17:45');
  // Digits of both kinds within one segment (a layout switched mid-way): read as one number.
  await typeInto(page, 'gallery-time', '۱8٠5');
  await expect(page.getByTestId('time-value')).toHaveText('18:05');
});

test('Persian: dates and times typed with Latin or Arabic-Indic digits are shown in Persian digits', async ({ page, practice }, testInfo) => {
  await openGallery(page, practice, 'فارسی');
  await typeInto(page, 'gallery-date', '١٤٠٤0115');
  await expect(page.getByTestId('date-value')).toHaveText('2025-04-04');
  await expect(page.getByTestId('gallery-date').getByRole('spinbutton')).toHaveText(['۱۴۰۴', '۱', '۱۵']);
  await typeInto(page, 'gallery-time', '0930');
  await expect(page.getByTestId('time-value')).toHaveText('09:30');
  await expect(page.getByTestId('gallery-time').getByRole('spinbutton')).toHaveText(['۹', '۳۰']);
  await typeInto(page, 'gallery-time', '2۱4٥');
  await expect(page.getByTestId('time-value')).toHaveText('21:45');
  await snap(page, testInfo, 'components-fa-latin-digits');
});
