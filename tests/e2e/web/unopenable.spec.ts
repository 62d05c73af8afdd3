import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '../../../src/shared/languages';
import { damageDatabase } from '../../support/damage';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

/** A restore reads and checks the whole backup: on a busy two-core machine more than the usual 10 s. */
const RESTORING = { timeout: 30_000 };

/** The folders standing in for a USB drive, removed after each test. */
const usbDrives: string[] = [];
test.afterEach(() => {
  for (const folder of usbDrives.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A practice with one client and a backup of it (copied out of the data folder, as onto a USB drive), then locked. */
async function practiceWithBackup(practice: Practice, language: Language): Promise<string> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('clients.create', { fullName: 'Lena Ivanova' });
  const usb = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-usb-'));
  usbDrives.push(usb);
  const backup = join(usb, 'latest.coachdesk-backup');
  copyFileSync((await practice.core.call('backup.create', {})).path, backup);
  await practice.core.call('vault.lock', {});
  return backup;
}

function setAside(practice: Practice): string[] {
  return readdirSync(practice.dataDir).filter((name) => name.includes('.unopenable-'));
}

test('a damaged practice is restored from a backup on the unlock screen (English)', async ({ page, practice }, testInfo) => {
  const backup = await practiceWithBackup(practice, 'en');
  damageDatabase(join(practice.dataDir, 'coachdesk.db'), 'page-overwritten');
  await page.goto(practice.url);

  // A healthy-looking lock screen offers no restore: anyone at the computer could use it.
  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore from a backup…' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Passphrase' }).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("Your practice's database is damaged");
  await expect(page.getByTestId('restore-unopenable')).toContainText('nothing is deleted');
  await snap(page, testInfo, 'unopenable-01-offer');

  await page.getByRole('button', { name: 'Restore from a backup…' }).click();
  await page.getByTestId('path-input').fill(backup);
  await page.getByRole('button', { name: 'Use this path' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  await expect(dialog.getByTestId('backup-counts').getByRole('row', { name: 'Clients 1' })).toBeVisible();
  await expect(dialog).toContainText('cannot be backed up before the restore');
  await dialog.getByLabel("The backup's passphrase").fill('not the passphrase at all');
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(dialog.getByRole('alert')).toContainText('does not open this backup');
  expect(setAside(practice)).toEqual([]);
  await snap(page, testInfo, 'unopenable-02-wrong-passphrase', { fullPage: false });

  await dialog.getByLabel("The backup's passphrase").fill(PASSPHRASE);
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(RESTORING);
  // The notification says where the damaged files are: the message, then each path.
  await expect(page.getByText('The files that could not be opened are kept, renamed').locator('..')).toContainText(`${practice.dataDir}/coachdesk.db.unopenable-`);
  expect(setAside(practice).some((name) => name.startsWith('coachdesk.db.unopenable-'))).toBe(true);
  expect((await practice.core.call('clients.list', {})).items.map((client) => client.fullName)).toEqual(['Lena Ivanova']);
  await snap(page, testInfo, 'unopenable-03-restored');
});

test('a damaged key file: the unlock screen offers the restore at once, right to left in Persian', async ({ page, practice }, testInfo) => {
  const backup = await practiceWithBackup(practice, 'fa');
  writeFileSync(join(practice.dataDir, 'keys.json'), '{"format":"coachdesk-keys"');
  await page.goto(practice.url);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const offer = page.getByRole('button', { name: 'بازگردانی از نسخهٔ پشتیبان…' });
  await expect(offer).toBeVisible();
  await snap(page, testInfo, 'unopenable-fa-01-offer');

  await offer.click();
  await page.getByTestId('path-input').fill(backup);
  await page.getByRole('button', { name: 'استفاده از این مسیر' }).click();
  const dialog = page.getByRole('dialog', { name: 'بازگردانی نسخهٔ پشتیبان' });
  await dialog.getByLabel('گذرواژهٔ نسخهٔ پشتیبان').fill(PASSPHRASE);
  await snap(page, testInfo, 'unopenable-fa-02-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'این نسخه را بازگردان' }).click();
  await expect(dialog).toBeHidden(RESTORING);
  expect(setAside(practice).some((name) => name.startsWith('keys.json.unopenable-'))).toBe(true);
  expect(practice.core.vault.isUnlocked).toBe(true);
  await snap(page, testInfo, 'unopenable-fa-03-restored');
});
