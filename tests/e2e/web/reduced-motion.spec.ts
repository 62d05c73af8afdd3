import type { Page } from '@playwright/test';
import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF } });

/** How long the New goal dialog takes to slide into place, as the page styles it. */
async function dialogTransition(page: Page, practice: Practice): Promise<string> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(`${practice.url}#/goals`);
  await page.getByRole('button', { name: 'New goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New goal' });
  await expect(dialog).toBeVisible();
  return dialog.evaluate((element) => getComputedStyle(element).transitionDuration);
}

test.describe('a system asking for less motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('gets dialogs that appear without sliding in', async ({ page, practice }) => {
    expect(await dialogTransition(page, practice)).toBe('0s');
  });
});

test.describe('a system with no such wish', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('gets dialogs that slide in', async ({ page, practice }) => {
    expect(await dialogTransition(page, practice)).not.toBe('0s');
  });
});
