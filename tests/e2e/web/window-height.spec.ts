import type { Locator, Page } from '@playwright/test';
import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF, idleLockTimer: false } });

async function openPractice(page: Page, practice: Practice, language: 'en' | 'bg'): Promise<void> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  for (let i = 1; i <= 30; i++) await practice.core.call('clients.create', { fullName: `Client ${String(i).padStart(2, '0')}` });
  await page.goto(practice.url);
}

/** The box reaches the window's foot, less the page's padding, and the page itself does not scroll. */
async function expectToFillTheWindow(page: Page, box: Locator): Promise<void> {
  await expect(box).toBeVisible();
  const { bottom, pageHeight, windowHeight } = await box.evaluate((element) => ({
    bottom: element.getBoundingClientRect().bottom,
    pageHeight: document.documentElement.scrollHeight,
    windowHeight: window.innerHeight,
  }));
  expect(pageHeight).toBeLessThanOrEqual(windowHeight);
  expect(bottom).toBeGreaterThan(windowHeight - 30);
  expect(bottom).toBeLessThanOrEqual(windowHeight);
}

for (const [language, size] of [
  ['en', { width: 1280, height: 800 }],
  // A narrower window, in a language whose filters and buttons wrap onto a second line there.
  ['bg', { width: 1000, height: 700 }],
] as const) {
  test(`${language}, ${size.width}×${size.height}: the client list and the calendar scroll within the window, down to its foot`, async ({ page, practice }) => {
    await page.setViewportSize(size);
    await openPractice(page, practice, language);
    await page.locator('nav a[href="#/clients"]').click();
    await expectToFillTheWindow(page, page.getByTestId('client-rows'));
    await page.locator('nav a[href="#/calendar"]').click();
    await expectToFillTheWindow(page, page.getByTestId('calendar'));
  });
}
