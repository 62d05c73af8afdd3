import { expectAccessible } from '../flows/language-checks';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, test } from './fixtures';

test('a long option list (time zones, in Persian) is the box’s own: said to be open, scrolled by the arrow keys, with no scrolling region of its own for axe', async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(`${practice.url}#/clients/new`);
  const box = page.getByRole('combobox', { name: 'منطقهٔ زمانی' });
  await box.click();

  // Open at the first click, the box says so and names its list (it used to say "collapsed").
  const list = page.getByRole('listbox');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight), 'the list scrolls').toBe(true);
  await expectAccessible(page, '[role="listbox"]');

  // Far down the list, the option the arrow keys reached is in view.
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
  const active = list.locator('[data-combobox-selected]');
  await expect(active).toBeInViewport();
  expect(await list.evaluate((el) => el.scrollTop), 'the list scrolled').toBeGreaterThan(0);
});
