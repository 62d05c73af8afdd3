import type { Page } from '@playwright/test';
import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

// The page's clock is moved on; the core's idle timer is off, so only the page's warning is at work.
test.use({ coreOptions: { kdf: FAST_KDF, idleLockTimer: false } });

/** A new practice that locks after two idle minutes, open on the page, whose clock the test moves. */
async function openWithTwoIdleMinutes(page: Page, practice: Practice): Promise<void> {
  await page.clock.install();
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('settings.update', { autoLockMinutes: 2 });
  await page.goto(practice.url);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The page's next report of activity to the core. */
const touched = (page: Page) => page.waitForRequest((request) => request.url().endsWith('/api/invoke') && (request.postData() ?? '').includes('vault.touch'), { timeout: 10_000 });

test('shortly before the idle lock the page says so, and a click on Keep it open or any key keeps the practice open', async ({ page, practice }) => {
  await openWithTwoIdleMinutes(page, practice);
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Locking soon' });

  // Two idle minutes: warned for the last one, not before.
  await page.clock.runFor(50_000);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(15_000);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Nothing has been done in your practice for a while, so it locks soon.');
  const told = touched(page);
  await notice.getByRole('button', { name: 'Keep it open' }).click();
  await told;
  await expect(notice).toHaveCount(0);

  // The idle time counts again from there; a key pressed meanwhile ends the warning as well.
  await page.clock.runFor(50_000);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(15_000);
  await expect(notice).toBeVisible();
  const toldAgain = touched(page);
  await page.keyboard.press('Shift');
  await toldAgain;
  await expect(notice).toHaveCount(0);
});

test('activity the pause between reports held back is told to the core once the pause is over, and the idle time counts from there', async ({ page, practice }) => {
  await openWithTwoIdleMinutes(page, practice);
  // Keys pressed within 20 s of the last report (here, the practice opening) are held back by the pause between reports.
  await page.clock.runFor(5_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(10_000);
  await page.keyboard.press('Shift');
  // Once the pause is over, the page tells the core of them, a few seconds late rather than never.
  const told = touched(page);
  await page.clock.runFor(15_000);
  await told;
  // The core counts from there: no warning at the minute from the practice opening.
  await page.clock.runFor(45_000);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Locking soon' })).toBeVisible();
});
