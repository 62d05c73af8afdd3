import { nodeBackupIo } from '../../../src/core/backup/io';
import { migrations } from '../../../src/core/db/migrations';
import { snap } from '../flows/screenshots';
import { AFTER_UNLOCK, PASSPHRASE, vaultJourney } from '../flows/vault-flow';
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
