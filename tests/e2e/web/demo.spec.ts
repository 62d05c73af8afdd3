import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import { snap } from '../flows/screenshots';
import { expect, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF } });

test('start a new practice with demo data, see it marked, remove it, and fill it again in Persian', async ({ page, practice }, testInfo) => {
  await page.goto(practice.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Passphrase', exact: true }).fill(PASSPHRASE);
  await page.getByRole('textbox', { name: 'Type the passphrase again' }).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Create practice' }).click();
  const recoveryKey = (await page.getByTestId('recovery-key').textContent())!.trim();
  await page.getByLabel('I have printed or saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Recovery key' }).fill(recoveryKey);
  await page.getByLabel('Start with demo data to explore').check();
  await snap(page, testInfo, 'demo-01-setup-option');
  await page.getByRole('button', { name: 'Finish' }).click();

  // The practice opens already filled, and says it is a demo.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 60_000 });
  const badge = page.getByRole('link', { name: 'Demo practice' });
  await expect(badge).toBeVisible();
  await snap(page, testInfo, 'demo-02-dashboard');

  // Search in the demo's notes: a snippet wraps inside the results. Some (two matches far apart)
  // once ran past the results' edge and were cut off mid-word.
  await page.keyboard.press('ControlOrMeta+K');
  for (const word of ['коуч', 'kerja']) {
    await page.getByRole('textbox', { name: 'Search' }).fill(word);
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    const edge = await page.getByRole('dialog').evaluate((dialog) => dialog.getBoundingClientRect().right);
    const rightmost = await page.getByTestId('search-hit').evaluateAll((hits) => Math.max(...hits.map((hit) => hit.getBoundingClientRect().right)));
    expect(rightmost, word).toBeLessThanOrEqual(edge);
  }
  await snap(page, testInfo, 'demo-02b-search');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  const firstName = (await practice.core.call('clients.get', { id: 1 })).fullName;
  await expect(page.getByText(firstName).first()).toBeVisible();
  await snap(page, testInfo, 'demo-03-clients');

  await badge.click();
  const section = page.getByRole('region', { name: 'Demo data' });
  await expect(section).toContainText('40 clients');
  await section.getByRole('button', { name: 'Remove demo data' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove demo data' }).click();
  await expect(section.getByRole('button', { name: 'Fill with demo data' })).toBeVisible();
  await expect(badge).toBeHidden();
  expect((await practice.core.call('clients.list', {})).total).toBe(0);

  // The empty client list offers the demo data too, while the practice has no client at all.
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  const none = page.getByTestId('no-clients');
  await expect(none).toContainText('No clients yet.');
  await none.getByRole('button', { name: 'Fill with demo data' }).click();
  await expect(page.getByText(firstName).first()).toBeVisible({ timeout: 60_000 });
  await expect(badge).toBeVisible();
  await badge.click();
  await section.getByRole('button', { name: 'Remove demo data' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove demo data' }).click();
  await expect(section.getByRole('button', { name: 'Fill with demo data' })).toBeVisible();

  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'فارسی' }).click();
  const persian = page.getByRole('region', { name: 'داده‌های نمایشی' });
  await persian.getByRole('button', { name: 'افزودن داده‌های نمایشی' }).click();
  await expect(page.getByRole('link', { name: 'دفتر نمایشی' })).toBeVisible({ timeout: 60_000 });
  await expect(persian.getByRole('button', { name: 'حذف داده‌های نمایشی' })).toBeVisible();
  await snap(page, testInfo, 'demo-04-settings-persian');
  await page.getByRole('link', { name: 'مراجعان', exact: true }).click();
  await snap(page, testInfo, 'demo-05-clients-persian');
});
