import type { Page } from '@playwright/test';
import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import type { Language } from '../../../src/shared/languages';
import { expect, type Practice, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF } });

const CTRL = 2;
const SHIFT = 8;

/** A key (with Ctrl unless told) as a keyboard of another layout sends it: the character it types there, at the key's place. */
async function pressOnLayout(page: Page, key: string, code: string, modifiers = CTRL): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (const type of ['rawKeyDown', 'keyUp'] as const) await cdp.send('Input.dispatchKeyEvent', { type, modifiers, key, code });
  await cdp.detach();
}

async function openPractice(page: Page, practice: Practice, language: Language): Promise<void> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(practice.url);
}

test('the sections, a new client and the list of shortcuts are a key away, but not while typing', async ({ page, practice }) => {
  await openPractice(page, practice, 'en');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.keyboard.press('Control+2');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+3');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+N');
  await expect(page.getByRole('heading', { name: 'New client', level: 1 })).toBeVisible();

  // Typing keeps the page: what is in the form is not thrown away by a key.
  await page.getByLabel('Full name').fill('Lena Ivanova');
  await page.getByLabel('Full name').press('Control+1');
  await expect(page.getByRole('heading', { name: 'New client', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Lena Ivanova');

  // "?" is text in a field, and opens the list anywhere else.
  await page.getByLabel('Full name').press('?');
  await expect(page.getByLabel('Full name')).toHaveValue('Lena Ivanova?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await page.getByRole('heading', { name: 'New client', level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('row', { name: 'Keyboard shortcuts' })).toContainText('Ctrl/or?');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+/');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list.getByRole('row', { name: 'Go to Action items' })).toContainText('Ctrl4');
  await expect(list.getByRole('row', { name: 'Search' })).toContainText('CtrlK');
  await expect(list.getByRole('row')).toHaveCount(12);
  // With a dialog open, the keys stay with it.
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('heading', { name: 'New client', level: 1 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // The header's button, and the shell's Help menu (through the core's event), open the same list;
  // the button's tooltip names its keys.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Keyboard shortcutsCtrl/or?');
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveAttribute('aria-keyshortcuts', 'Control+/ Meta+/ ?');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  practice.core.events.emit('app.shortcutsRequested', {});
  await expect(list).toBeVisible();
  await expect(page.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-keyshortcuts', 'Control+5 Meta+5');
});

test('on a Bulgarian or Persian keyboard, Ctrl with the K key searches and Ctrl with a digit opens a section', async ({ page, practice }) => {
  await openPractice(page, practice, 'fa');
  await expect(page.getByRole('heading', { name: 'پیشخوان', level: 1 })).toBeVisible();
  await pressOnLayout(page, 'л', 'KeyK');
  await expect(page.getByRole('dialog', { name: 'جستجو' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'جستجو' })).toBeHidden();
  await pressOnLayout(page, 'ن', 'KeyK');
  await expect(page.getByRole('dialog', { name: 'جستجو' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'جستجو' })).toBeHidden();
  await pressOnLayout(page, '۲', 'Digit2');
  await expect(page.getByRole('heading', { name: 'مراجعان', level: 1 })).toBeVisible();
  // The Persian question mark, Shift with the / key there.
  await pressOnLayout(page, '؟', 'Slash', SHIFT);
  await expect(page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' })).toBeVisible();
});
