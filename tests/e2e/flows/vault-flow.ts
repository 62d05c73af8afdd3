import { expect, type Page, type TestInfo } from '@playwright/test';
import { snap } from './screenshots';

export const PASSPHRASE = 'lantern orchard velvet compass';

/**
 * How long a screen may take after a real passphrase hash (Argon2, as the app runs it): on CI's
 * two cores, beside another test doing the same, the screen after an unlock has twice taken over
 * the default 10 s (and showed on the retry).
 */
export const AFTER_UNLOCK = { timeout: 30_000 };

/**
 * The foundation's whole journey, shared by the web and Electron projects: create a
 * practice, confirm the recovery key, lock, fail and succeed to unlock, switch to Persian
 * (right to left) and back.
 */
export async function vaultJourney(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your practice' })).toBeVisible();
  await snap(page, testInfo, '01-setup-language');
  await page.getByRole('button', { name: 'Continue' }).click();

  const passphrase = page.getByRole('textbox', { name: 'Passphrase', exact: true });
  await passphrase.fill('coach2024');
  await expect(page.getByTestId('passphrase-hint')).toContainText('at least 10 characters');
  await page.getByRole('textbox', { name: 'Type the passphrase again' }).fill('coach2024');
  await expect(page.getByRole('button', { name: 'Create practice' })).toBeDisabled();

  await passphrase.fill(PASSPHRASE);
  await page.getByRole('textbox', { name: 'Type the passphrase again' }).fill(PASSPHRASE);
  await expect(page.getByTestId('passphrase-hint')).toContainText('Strong enough');
  await snap(page, testInfo, '02-setup-passphrase');
  await page.getByRole('button', { name: 'Create practice' }).click();

  const keyBox = page.getByTestId('recovery-key');
  await expect(keyBox).toHaveText(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
  const recoveryKey = (await keyBox.textContent())!.trim();
  await snap(page, testInfo, '03-recovery-key');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('I have printed or saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const keyInput = page.getByRole('textbox', { name: 'Recovery key' });
  await keyInput.fill('AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('does not match the recovery key shown')).toBeVisible();
  await keyInput.fill(recoveryKey.toLowerCase());
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(AFTER_UNLOCK);
  await snap(page, testInfo, '04-dashboard');

  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Passphrase' }).fill('not my passphrase at all');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('That passphrase is not correct', AFTER_UNLOCK);
  await snap(page, testInfo, '05-wrong-passphrase');

  await page.getByRole('textbox', { name: 'Passphrase' }).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(AFTER_UNLOCK);

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تنظیمات', level: 1 })).toBeVisible();
  await assertNavigationOnThe(page, 'right');
  await snap(page, testInfo, '06-settings-persian-rtl');

  await page.getByRole('button', { name: 'قفل کردن' }).click();
  await expect(page.getByRole('heading', { name: 'باز کردن قفل دفتر' })).toBeVisible();
  await snap(page, testInfo, '07-lock-screen-persian');
  await page.getByRole('textbox', { name: 'گذرواژه' }).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'باز کردن قفل', exact: true }).click();

  await page.getByRole('link', { name: 'تنظیمات' }).click(AFTER_UNLOCK);
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await assertNavigationOnThe(page, 'left');
}

async function assertNavigationOnThe(page: Page, side: 'left' | 'right'): Promise<void> {
  const navigation = await page.getByRole('navigation').boundingBox();
  const width = page.viewportSize()!.width;
  expect(navigation).not.toBeNull();
  const centre = navigation!.x + navigation!.width / 2;
  if (side === 'right') expect(centre).toBeGreaterThan(width / 2);
  else expect(centre).toBeLessThan(width / 2);
}
