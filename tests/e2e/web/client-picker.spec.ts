import { createClient } from '../../../src/core/clients/client-store';
import type { Core } from '../../../src/core/core';
import type { Language } from '../../../src/shared/languages';
import { pickClient } from '../flows/client-picker';
import { listCalls } from '../flows/list-calls';
import { expectAccessible } from '../flows/language-checks';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, test } from './fixtures';

const NOW = '2026-03-02T07:00:00Z';
const CLIENTS = 1_000;

/** A practice far bigger than a picker's page: Client 0001 … Client 1000, added in that order. */
async function bigPractice(core: Core, language: Language, name = (i: number) => `Client ${String(i).padStart(4, '0')}`, clients = CLIENTS): Promise<void> {
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await core.call('vault.setupConfirm', { recoveryKey });
  const db = core.vault.db;
  db.transaction(() => {
    for (let i = 1; i <= clients; i++) {
      const at = new Date(Date.parse(NOW) + i * 1000).toISOString();
      createClient(db, { fullName: name(i), documentLanguage: language, status: 'active', tags: [], agreement: {}, timeZone: 'Europe/Sofia', code: null, email: null, phone: null, preferredName: null, startDate: null, referralSource: null, background: null, icfConsent: false }, at);
    }
  })();
}

test('the client picker asks for a page of matches, never every client, and finds one far beyond the first page by keyboard', async ({ page, practice }, testInfo) => {
  await bigPractice(practice.core, 'en');
  const calls = listCalls(page);
  await page.goto(`${practice.url}#/goals`);
  await page.getByRole('button', { name: 'New goal' }).click();
  const box = page.getByRole('dialog').getByRole('combobox', { name: 'Client', exact: true });
  await box.focus();
  await page.keyboard.press('ArrowDown');

  // Nothing typed: the active clients added last, and how many more there are.
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/^Client 1000/);
  await expect(page.getByRole('option', { name: /^Client \d{4}/ })).toHaveCount(20);
  await expect(page.getByRole('option', { name: '980 more clients: type more of the name' })).toBeVisible();
  await snap(page, testInfo, 'en-client-picker', { fullPage: false });
  await expectAccessible(page, '[role="dialog"]');
  // The list scrolls (a page of 20 and the hint): it is the combobox's own list, which axe lets
  // keep the focus in the box while the arrow keys move through it.
  await expectAccessible(page, '[role="listbox"]');

  // The first client added is nowhere near the first page; typing finds them.
  await box.fill('client 0001');
  await expect(page.getByRole('option', { name: /^Client 0001/ })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Client 0001');

  await box.fill('nobody by this name');
  await expect(page.getByText('No client matches. Check the spelling, or add the client first.')).toBeVisible();

  expect(calls.length).toBeGreaterThan(0);
  for (const input of calls) expect(input.limit).toBeLessThanOrEqual(50);
});

test('a search of two letters counts every match by name, and says "1,000+" in another order when thousands match, counting on to the end as the list is scrolled', async ({ page, practice }) => {
  // More clients than a short search sorts in full outside name order (FEW_TO_SORT, client-list-route.ts).
  await bigPractice(practice.core, 'en', undefined, 5_200);
  await page.goto(`${practice.url}#/goals`);
  await page.getByRole('button', { name: 'New goal' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Client', exact: true }).fill('cl');
  await expect(page.getByRole('option', { name: '5,180 more clients: type more of the name' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto(`${practice.url}#/clients`);
  await page.getByRole('textbox', { name: 'Search by name, email, tag or code' }).fill('cl');
  await expect(page.getByTestId('client-count')).toHaveText('5,200 clients');
  // Newest first, two letters are counted only a thousand past the page.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Newest first' }).click();
  await expect(page.getByTestId('client-count')).toHaveText('1,000+ clients');
  // Scrolled to the foot of those thousand, the pages there count on, to all 5,200 exactly.
  const rows = page.getByTestId('client-rows');
  await rows.evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expect(page.getByTestId('client-count')).toHaveText(/^[2-5],\d00\+? clients$/);
  await expect(async () => {
    await rows.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect(page.getByTestId('client-count')).toHaveText('5,200 clients', { timeout: 1_000 });
  }).toPass();
  await rows.evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expect(rows.getByText('Client 0001')).toBeVisible();
  // Scrolled back up, the list keeps what it counted.
  await rows.evaluate((list) => list.scrollTo(0, 0));
  await expect(rows.getByText('Client 5200')).toBeVisible();
  await expect(page.getByTestId('client-count')).toHaveText('5,200 clients');
});

test('a preset client keeps their name though they are not among the first matches', async ({ page, practice }) => {
  await bigPractice(practice.core, 'en');
  const first = (await practice.core.call('clients.list', { search: 'Client 0001' })).items[0]!;
  await page.goto(`${practice.url}#/clients/${first.id}`);
  await page.getByRole('button', { name: 'Schedule a session' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Client', exact: true })).toHaveValue('Client 0001');
  // The session form's picker is the same: another client is found by typing.
  await pickClient(page.getByRole('dialog'), 'Client', 'Client 0500');
});

test('in Persian: the picker runs right to left, finds a Persian name as typed and shows the count in Persian digits', async ({ page, practice }, testInfo) => {
  const names = ['سارا احمدی', 'مریم رضایی', 'علی کریمی', 'نگار محمدی', 'رضا حسینی'];
  await bigPractice(practice.core, 'fa', (i) => `${names[i % names.length]} ${i}`);
  await page.goto(`${practice.url}#/goals`);
  await page.getByRole('button', { name: 'هدف تازه' }).click();
  const box = page.getByRole('dialog').getByRole('combobox', { name: 'مراجع', exact: true });
  await box.click();
  const more = page.getByRole('option', { name: '۹۸۰ مراجع دیگر؛ بخش بیشتری از نام را بنویسید' });
  await more.scrollIntoViewIfNeeded();
  await expect(more).toBeInViewport();
  await snap(page, testInfo, 'fa-client-picker-more', { fullPage: false });
  await box.fill('مریم رضایی 11');
  // مریم رضایی 11, 111 and 116.
  await expect(page.getByRole('option')).toHaveCount(3);
  await snap(page, testInfo, 'fa-client-picker', { fullPage: false });
  await page.getByRole('option', { name: /^مریم رضایی 111\s/ }).click();
  await expect(box).toHaveValue('مریم رضایی 111');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
