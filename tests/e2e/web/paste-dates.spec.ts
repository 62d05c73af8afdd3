import type { Locator, Page } from '@playwright/test';
import { openGallery } from '../flows/gallery';
import { snap } from '../flows/screenshots';
import { expect, test } from './fixtures';

/** Copies text to the clipboard and pastes it (Ctrl+V) into the field's first segment, as a coach does from an email. */
async function pasteInto(page: Page, field: string | Locator, text: string) {
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await (typeof field === 'string' ? page.getByTestId(field) : field).getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('English: an ISO date and times pasted are taken; text that names no day or time leaves the field as it was', async ({ page, practice }) => {
  await openGallery(page, practice, 'English');
  await pasteInto(page, 'gallery-date', '2026-12-14');
  await expect(page.getByTestId('date-value')).toHaveText('2026-12-14');
  await expect(page.getByTestId('gallery-date').getByRole('spinbutton')).toHaveText(['14', '12', '2026']);
  // English here is en-GB: day first.
  await pasteInto(page, 'gallery-date', '03/04/2026');
  await expect(page.getByTestId('date-value')).toHaveText('2026-04-03');

  for (const garbage of ['next Tuesday', '31/02/2026', '14/12/26']) {
    await pasteInto(page, 'gallery-date', garbage);
    await expect(page.getByTestId('gallery-date').getByRole('spinbutton')).toHaveText(['03', '04', '2026']);
  }
  await expect(page.getByTestId('date-value')).toHaveText('2026-04-03');

  await pasteInto(page, 'gallery-time', '14:30');
  await expect(page.getByTestId('time-value')).toHaveText('14:30');
  await pasteInto(page, 'gallery-time', '9:05 am');
  await expect(page.getByTestId('time-value')).toHaveText('09:05');
  await pasteInto(page, 'gallery-time', '25:00');
  await expect(page.getByTestId('gallery-time').getByRole('spinbutton')).toHaveText(['9', '05']);
  await expect(page.getByTestId('time-value')).toHaveText('09:05');
});

test('Bulgarian and Malay: a pasted date is read day, month, year, as they write it', async ({ page, practice }) => {
  await openGallery(page, practice, 'Български');
  await pasteInto(page, 'gallery-date', '03.04.2026 г.');
  await expect(page.getByTestId('date-value')).toHaveText('2026-04-03');
  await pasteInto(page, 'gallery-time', '17:45 ч.');
  await expect(page.getByTestId('time-value')).toHaveText('17:45');

  await page.getByRole('radio', { name: 'Bahasa Melayu' }).check();
  await pasteInto(page, 'gallery-date', '05/06/2026');
  await expect(page.getByTestId('date-value')).toHaveText('2026-06-05');
  await pasteInto(page, 'gallery-time', '2:30 PTG');
  await expect(page.getByTestId('time-value')).toHaveText('14:30');
});

test('Persian: a Jalali date pasted in Persian digits is taken and shown right to left', async ({ page, practice }, testInfo) => {
  await openGallery(page, practice, 'فارسی');
  // As copied from Persian text, with the direction marks around it.
  await pasteInto(page, 'gallery-date', '\u200f۱۴۰۵/۰۹/۲۳\u200f');
  await expect(page.getByTestId('date-value')).toHaveText('2026-12-14');
  await expect(page.getByTestId('gallery-date').getByRole('spinbutton')).toHaveText(['۱۴۰۵', '۹', '۲۳']);
  await expect(page.getByTestId('date-formatted')).toHaveText('دوشنبه ۲۳ آذر ۱۴۰۵');
  await pasteInto(page, 'gallery-time', '۱۴:۳۰');
  await expect(page.getByTestId('time-value')).toHaveText('14:30');
  await expect(page.getByTestId('gallery-time').getByRole('spinbutton')).toHaveText(['۱۴', '۳۰']);
  await snap(page, testInfo, 'paste-fa-date');
});

test('The session dialog: a date and time pasted into its start; a date alone keeps the time, a time alone the date', async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: 'lantern orchard velvet compass' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  const client = await practice.core.call('clients.create', { fullName: 'Nadia Rahman' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'Schedule a session' }).click();
  const start = page.getByRole('dialog').getByTestId('session-start');
  await pasteInto(page, start, '14/12/2026, 2:30 pm');
  await expect(start).toHaveAttribute('data-value', '2026-12-14T14:30');
  await pasteInto(page, start, '2026-12-15');
  await expect(start).toHaveAttribute('data-value', '2026-12-15T14:30');
  await pasteInto(page, start, '09:00');
  await expect(start).toHaveAttribute('data-value', '2026-12-15T09:00');
  await pasteInto(page, start, 'tomorrow morning');
  await expect(start).toHaveAttribute('data-value', '2026-12-15T09:00');
});
