import type { Page } from '@playwright/test';
import { nodeBackupIo } from '../../../src/core/backup/io';
import { migrations } from '../../../src/core/db/migrations';
import { snap } from '../flows/screenshots';
import { AFTER_UNLOCK, PASSPHRASE, vaultJourney } from '../flows/vault-flow';
import { FAST_KDF } from '../../unit/support/constants';
import { expect, test } from './fixtures';

test('create a practice, confirm the recovery key, lock, unlock, switch to Persian and back', async ({ page, practice }, testInfo) => {
  await page.goto(practice.url);
  await vaultJourney(page, testInfo);
});

test('the language choice is remembered across a reload and on the lock screen', async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: 'lantern orchard velvet compass', language: 'bg' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(practice.url);
  await expect(page.getByRole('heading', { name: 'Начало' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Начало' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg-BG');
  await practice.core.call('vault.lock', {});
  await expect(page.getByRole('heading', { name: 'Отключете практиката си' })).toBeVisible();
});

test.describe('an upgrade as the practice opens', () => {
  // One migration past the app's own (it changes nothing), and a slow disk, so the backup before it lasts long enough to see.
  const upgrade = { version: migrations.length + 1, name: 'an upgrade for this test', up() {} };
  const slowCopy = async (from: string, to: string) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await nodeBackupIo.copyFile(from, to);
  };
  test.use({ coreOptions: { migrations: [...migrations, upgrade], backupIo: { copyFile: slowCopy } } });

  test('the unlock screen shows the backup before the upgrade, in Persian', async ({ page, practice }, testInfo) => {
    const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
    await practice.core.call('vault.setupConfirm', { recoveryKey });
    // The practice as the version before wrote it.
    practice.core.vault.db.pragma(`user_version = ${migrations.length}`);
    await practice.core.call('vault.lock', {});
    await page.goto(practice.url);
    await page.getByRole('textbox', { name: 'گذرواژه' }).fill(PASSPHRASE);
    await page.getByRole('button', { name: 'باز کردن قفل', exact: true }).click();
    await expect(page.getByTestId('backup-progress')).toContainText('Coachdesk به‌روز شده است', AFTER_UNLOCK);
    await snap(page, testInfo, 'unlock-upgrade-persian');
    await expect(page.getByRole('heading', { name: 'پیشخوان' })).toBeVisible(AFTER_UNLOCK);
    expect(practice.core.vault.db.pragma('user_version', { simple: true })).toBe(upgrade.version);
  });
});

test.describe('the recovery key step', () => {
  test.use({ coreOptions: { kdf: FAST_KDF } });

  async function showRecoveryKey(page: Page, url: string): Promise<string> {
    await page.goto(url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Passphrase', exact: true }).fill(PASSPHRASE);
    await page.getByRole('textbox', { name: 'Type the passphrase again' }).fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Create practice' }).click();
    const keyBox = page.getByTestId('recovery-key');
    await expect(keyBox).toHaveText(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    return (await keyBox.textContent())!.trim();
  }

  test('Tab and Enter after ticking "I have printed or saved" go on, keeping the key just printed', async ({ page, practice }) => {
    const recoveryKey = await showRecoveryKey(page, practice.url);
    await page.getByLabel('I have printed or saved my recovery key').check();
    // "Start over" came first: Enter there threw the key away without a word.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Recovery key' }).fill(recoveryKey);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(AFTER_UNLOCK);
  });

  test('"Start over" asks first, saying the key shown will no longer work', async ({ page, practice }) => {
    const recoveryKey = await showRecoveryKey(page, practice.url);
    await page.getByRole('button', { name: 'Start over' }).click();
    const question = page.getByRole('dialog', { name: 'Start over?' });
    await expect(question).toContainText('will no longer work');
    // Kept: the question opens on the choice that loses nothing.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByTestId('recovery-key')).toHaveText(recoveryKey);

    await page.getByRole('button', { name: 'Start over' }).click();
    await question.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('textbox', { name: 'Passphrase', exact: true })).toBeVisible();
  });
});
