import type { Page } from '@playwright/test';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { nodeBackupIo } from '../../../src/core/backup/io';
import { type Language, LANGUAGES } from '../../../src/shared/languages';
import { expectAccessible, expectScreenIn } from '../flows/language-checks';
import { text } from '../flows/scheduling-flow';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Steered by each test: a disk with no room for a backup, and the practice's clock moved back. */
let diskFull = false;
let clockShift = 0;
test.use({
  coreOptions: {
    backupIo: { freeBytes: async (dir) => (diskFull ? 0 : nodeBackupIo.freeBytes(dir)) },
    now: () => Date.now() + clockShift,
    // The clock moves by days: nothing may lock the practice for being idle meanwhile.
    idleLockTimer: false,
  },
});
test.beforeEach(() => {
  diskFull = false;
  clockShift = 0;
});

/** A backup reads and checks the whole copy: on a busy two-core machine more than the usual 10 s. */
const BACKING_UP = { timeout: 30_000 };

async function openPractice(practice: Practice, language: Language): Promise<void> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
}

const alertOn = (page: Page) => page.getByTestId('dashboard-backup-alert');
const marker = (page: Page) => page.getByRole('navigation').getByTestId('backup-nav-marker');

test('a backup folder out of reach shows on the dashboard and beside the navigation, and leads to the Backups page (English)', async ({ page, practice }, testInfo) => {
  await openPractice(practice, 'en');
  const usb = join(practice.dataDir, 'usb-drive');
  mkdirSync(usb);
  await practice.core.call('backup.setFolder', { path: usb });
  await practice.core.call('backup.create', {});
  renameSync(usb, `${usb}-unplugged`);
  await page.goto(practice.url);

  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(alertOn(page)).toHaveText(/^The backup folder cannot be reached\s*Go to backups$/);
  await expect(alertOn(page)).toHaveAttribute('role', 'alert');
  await expect(marker(page)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Backups and data Needs attention' })).toBeVisible();
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-en-unreachable');

  await alertOn(page).getByRole('link', { name: 'Go to backups' }).click();
  await expect(page.getByRole('heading', { name: 'Backups and data', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The backup folder cannot be reached' })).toContainText(usb);
  // Seen from every page: still there on the Backups page, and on the clients' list.
  await expect(marker(page)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(marker(page)).toBeVisible();
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-en-marker-on-clients');
});

test('a failed automatic backup shows in Persian, right to left, until a backup is made', async ({ page, practice }, testInfo) => {
  await openPractice(practice, 'fa');
  diskFull = true;
  await practice.core.context.backups.automatic('daily');
  await page.goto(practice.url);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const alert = alertOn(page);
  await expect(alert).toContainText('نسخهٔ پشتیبان خودکار');
  await expect(alert).toContainText('گرفته نشد');
  // The date in Persian digits, and nothing in English.
  await expect(alert).toContainText(/[۰-۹]/);
  await expect(alert).not.toContainText(/[A-Za-z]/);
  const link = alert.getByRole('link', { name: 'رفتن به نسخه‌های پشتیبان' });
  // Right to left: the sentence starts on the right, the way to the page is on its left.
  const sentence = await alert.locator('p').boundingBox();
  const linkBox = await link.boundingBox();
  expect(linkBox!.x + linkBox!.width).toBeLessThan(sentence!.x);
  await expect(marker(page)).toHaveAttribute('aria-label', 'نیازمند توجه');
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-fa-failed');

  await link.click();
  await expect(page.getByRole('heading', { name: 'نسخه‌های پشتیبان و داده‌ها', level: 1 })).toBeVisible();
  // The drive has room again: a backup made on the page takes the marker away, and the alert with it.
  diskFull = false;
  await page.getByRole('button', { name: 'همین حالا نسخهٔ پشتیبان بگیر' }).click();
  await expect(page.getByTestId('backup-list').locator('tbody tr')).toHaveCount(1, BACKING_UP);
  await expect(marker(page)).toBeHidden();
  await page.locator('nav a[href="#/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alertOn(page)).toBeHidden();
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-fa-healthy');
});

/** A practice set up two days ago: in its first day, having no backup yet is no warning (its first is a minute away). */
async function openOlderPractice(practice: Practice, language: Language): Promise<void> {
  clockShift = -2 * DAY_MS;
  await openPractice(practice, language);
  clockShift = 0;
}

test('a practice set up today says nothing of backups while its first is on the way (English)', async ({ page, practice }) => {
  await openPractice(practice, 'en');
  const statusAnswered = page.waitForResponse((response) => response.url().endsWith('/api/invoke') && (response.request().postData() ?? '').includes('"backup.status"'));
  await page.goto(practice.url);
  expect((await (await statusAnswered).json()).value).toMatchObject({ lastGoodAt: null, stale: false });
  await expect(page.getByTestId('dashboard-today')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Backups and data', exact: true })).toBeVisible();
  await expect(alertOn(page)).toBeHidden();
  await expect(marker(page)).toBeHidden();
  // A day on, with still none, it is said.
  clockShift = DAY_MS + 60_000;
  await page.reload();
  await expect(alertOn(page)).toContainText('There is no good backup of your practice yet.');
});

test('no backup yet is said on the dashboard, which says nothing once one is made (English)', async ({ page, practice }, testInfo) => {
  await openOlderPractice(practice, 'en');
  await page.goto(practice.url);
  await expect(alertOn(page)).toContainText('There is no good backup of your practice yet.');
  await expect(marker(page)).toBeVisible();
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-en-none');

  // Made behind the page's back (as the daily backup is): the alert goes without a reload.
  await practice.core.call('backup.create', {});
  await expect(alertOn(page)).toBeHidden();
  await expect(marker(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dashboard-today')).toBeVisible();
  await expect(alertOn(page)).toBeHidden();
  await expect(marker(page)).toBeHidden();
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-en-healthy');
});

test('a good backup grown older than the setting allows is named with its date (English)', async ({ page, practice }, testInfo) => {
  clockShift = -10 * DAY_MS;
  await openPractice(practice, 'en');
  await practice.core.call('backup.create', {});
  clockShift = 0;
  await page.goto(practice.url);
  await expect(alertOn(page)).toContainText(/^Your last good backup is from .+, more than 7 days ago\./);
  await page.mouse.move(0, 0);
  await snap(page, testInfo, 'backups-dashboard-en-stale');
});

for (const language of LANGUAGES) {
  test(`${language}: the alert and the marker speak the language, read in its direction and are accessible`, async ({ page, practice }, testInfo) => {
    const m = (path: string) => text(language, path);
    await openOlderPractice(practice, language);
    await page.goto(practice.url);
    await expect(alertOn(page)).toContainText(m('dashboard.backup.none'));
    await expect(alertOn(page).getByRole('link', { name: m('dashboard.backup.open') })).toBeVisible();
    await expect(marker(page)).toHaveAttribute('aria-label', m('nav.needsAttention'));
    await page.mouse.move(0, 0);
    await snap(page, testInfo, `backups-dashboard-${language}-none`);
    await expectScreenIn(page, language);
    await expectAccessible(page);
  });
}
