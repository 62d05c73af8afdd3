import { vaultJourney } from '../flows/vault-flow';
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
