import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nodeBackupIo } from '../../../src/core/backup/io';
import { Core } from '../../../src/core/core';
import type { Language } from '../../../src/shared/languages';
import { snap as fullPageSnap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

// The copy and the writes slowed down a little, so the progress bar is on screen long enough to see.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
test.use({
  coreOptions: {
    backupIo: {
      copyFile: async (from, to) => (await pause(1000), nodeBackupIo.copyFile(from, to)),
      write: async (handle, data) => (await pause(250), nodeBackupIo.write(handle, data)),
    },
  },
});
/**
 * A backup with those writes takes seconds, and a restore reads the backup and then backs up the
 * current data first: on a busy machine (two test workers on two cores) more than the usual 10 s.
 */
const BACKING_UP = { timeout: 30_000 };

/** The app's header is fixed: a full-page screenshot taken scrolled down would draw it mid-page. */
async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageSnap(page, testInfo, name);
}

async function openPractice(page: Page, practice: Practice, language: Language): Promise<void> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(practice.url);
}

function note(practice: Practice, key: string): string | undefined {
  return practice.core.vault.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
}

test('back up now, see it checked, restore it after a change (English)', async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'en');
  practice.core.vault.db.prepare("INSERT INTO meta (key, value) VALUES ('e2e-note', 'before the backup')").run();
  await practice.core.call('clients.create', { fullName: 'Lena Ivanova' });
  await page.getByRole('navigation').getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  // A practice set up today: no warning, its first backup is on its way (backups-dashboard.spec.ts).
  await expect(page.getByTestId('backup-list-empty')).toHaveText(
    'There are no backups in this folder yet. Coachdesk makes the first a minute after your practice is set up, then one a day while it is open.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'There is no good backup' })).toBeHidden();
  await snap(page, testInfo, 'backups-01-none-yet');

  await page.getByRole('button', { name: 'Back up now' }).click();
  // Either phase of a backup: on a busy machine the first can be over before the page looks.
  await expect(page.getByTestId('backup-progress')).toContainText(/Copying and checking your practice…|Writing the backup file…/);
  await snap(page, testInfo, 'backups-02-progress');
  const rows = page.getByTestId('backup-list').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Made by you');
  await expect(rows.first()).toContainText('1 client · 0 sessions');
  await expect(rows.first().getByText('Checked')).toBeVisible();
  await expect(page.getByTestId('backup-progress')).toBeHidden(BACKING_UP);
  await expect(page.getByTestId('last-good-backup')).toBeVisible();
  await expect(page.getByText('There is no good backup')).toBeHidden();
  await snap(page, testInfo, 'backups-03-listed');

  practice.core.vault.db.prepare("UPDATE meta SET value = 'after the backup' WHERE key = 'e2e-note'").run();
  await rows.first().getByRole('button', { name: 'Restore…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  // The coach's records by name, not the database's tables (the search index, counters).
  const counts = dialog.getByTestId('backup-counts');
  await expect(counts.getByRole('row', { name: 'Clients 1' })).toBeVisible();
  await expect(counts).toContainText('Session notes and journal entries');
  await expect(counts).not.toContainText('_');
  await dialog.getByLabel("The backup's passphrase").fill('not the passphrase at all');
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(dialog.getByRole('alert')).toContainText('does not open this backup');
  expect(note(practice, 'e2e-note')).toBe('after the backup');
  await snap(page, testInfo, 'backups-04-restore-wrong-passphrase');

  await dialog.getByLabel("The backup's passphrase").fill(PASSPHRASE);
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(page.getByText('Your practice is back as it was on')).toBeVisible(BACKING_UP);
  await expect(dialog).toBeHidden();
  expect(note(practice, 'e2e-note')).toBe('before the backup');
  // The practice as it was just before the restore is kept too.
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('backup-list')).toContainText('Before a restore');
  await snap(page, testInfo, 'backups-05-restored');
});

test('a typed folder path is checked before it is used (browser)', async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'en');
  await page.getByRole('navigation').getByRole('link', { name: 'Backups' }).click();
  await page.getByRole('button', { name: 'Choose folder…' }).click();
  const input = page.getByTestId('path-input');
  await input.fill('relative/folder');
  await expect(page.getByText('Type the full path: starting with /')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use this path' })).toBeDisabled();
  await input.fill(join(practice.dataDir, 'no-such-drive'));
  await page.getByRole('button', { name: 'Use this path' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be reached' })).toBeVisible();
  await snap(page, testInfo, 'backups-06-folder-unreachable');

  const usb = join(practice.dataDir, 'usb-drive');
  mkdirSync(usb);
  await page.getByRole('button', { name: 'Choose folder…' }).click();
  await page.getByTestId('path-input').fill(usb);
  await page.getByRole('button', { name: 'Use this path' }).click();
  await expect(page.getByTestId('backup-folder')).toHaveText(usb);
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByTestId('backup-list').locator('tbody tr')).toHaveCount(1);

  // The drive is unplugged: the page says so, first thing.
  renameSync(usb, `${usb}-unplugged`);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'The backup folder cannot be reached' })).toContainText(usb);
  await expect(page.getByText('cannot be shown while it is out of reach')).toBeVisible();
  await snap(page, testInfo, 'backups-07-drive-unplugged');
});

test('back up and restore in Persian, right to left', async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'fa');
  await page.getByRole('navigation').getByRole('link', { name: 'نسخه‌های پشتیبان' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'نسخه‌های پشتیبان', level: 1 })).toBeVisible();
  await snap(page, testInfo, 'backups-fa-01-none-yet');

  await page.getByRole('button', { name: 'همین حالا نسخهٔ پشتیبان بگیر' }).click();
  await expect(page.getByTestId('backup-progress')).toContainText(/در حال رونوشت‌برداری و بررسی دفتر…|در حال نوشتن فایل پشتیبان…/);
  await snap(page, testInfo, 'backups-fa-02-progress');
  const rows = page.getByTestId('backup-list').locator('tbody tr');
  await expect(rows).toHaveCount(1, BACKING_UP);
  await expect(rows.first().getByText('بررسی‌شده')).toBeVisible();
  // Dates and sizes in Persian digits.
  await expect(rows.first()).toContainText(/[۰-۹]/);
  await snap(page, testInfo, 'backups-fa-03-listed');

  await rows.first().getByRole('button', { name: 'بازگردانی…' }).click();
  const dialog = page.getByRole('dialog', { name: 'بازگردانی نسخهٔ پشتیبان' });
  await expect(dialog.getByTestId('backup-facts')).toBeVisible();
  await dialog.getByLabel('گذرواژهٔ نسخهٔ پشتیبان').fill(PASSPHRASE);
  await snap(page, testInfo, 'backups-fa-04-restore-dialog');
  await dialog.getByRole('button', { name: 'این نسخه را بازگردان' }).click();
  await expect(page.getByText('نسخهٔ پشتیبان بازگردانده شد')).toBeVisible(BACKING_UP);
  await expect(rows).toHaveCount(2);
  await snap(page, testInfo, 'backups-fa-05-restored');
});

test("another practice's backup in the same folder (one USB drive for two) is marked as such (Persian)", async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'fa');
  await practice.core.call('backup.create', {});
  const otherDir = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-other-'));
  const other = new Core({ dataDir: otherDir, systemLocale: 'en-GB', builtWorkers: resolve(__dirname, '../../../out/main') });
  try {
    const { recoveryKey } = await other.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
    await other.call('vault.setupConfirm', { recoveryKey });
    await other.call('backup.create', { path: join(practice.dataDir, 'backups', 'other-practice.coachdesk-backup') });
  } finally {
    other.close();
    rmSync(otherDir, { recursive: true, force: true });
  }
  await page.getByRole('navigation').getByRole('link', { name: 'نسخه‌های پشتیبان' }).click();
  const rows = page.getByTestId('backup-list').locator('tbody tr');
  await expect(rows).toHaveCount(2, BACKING_UP);
  const marked = rows.filter({ has: page.getByTestId('backup-other-practice') });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('other-practice.coachdesk-backup');
  await expect(marked.getByTestId('backup-other-practice')).toHaveText('دفتر دیگر');
  await snap(page, testInfo, 'backups-fa-06-other-practice');
});

test("the old backups' number boxes line up side by side when a label takes two lines (Bulgarian, 900 px)", async ({ page, practice }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await openPractice(page, practice, 'bg');
  await page.goto(`${practice.url}#/backups`);
  const top = async (label: string) => (await page.getByRole('textbox', { name: label }).boundingBox())!.y;
  const months = await top('Брой месеци за пазене');
  const warning = page.getByText('Предупреждение, когато най-новото копие е по-старо от (дни)');
  // The warning's label does take two lines here, so the test asks what it means to.
  expect((await warning.boundingBox())!.height).toBeGreaterThan(30);
  expect(Math.abs((await top('Предупреждение, когато най-новото копие е по-старо от (дни)')) - months)).toBeLessThan(1);
  expect(Math.abs((await top('Брой седмици за пазене')) - (await top('Брой дни за пазене')))).toBeLessThan(1);
});
