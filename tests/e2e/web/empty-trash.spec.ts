import type { Locator } from '@playwright/test';
import { PASSPHRASE } from '../flows/vault-flow';
import { snap } from '../flows/screenshots';
import { expect, test } from './fixtures';

test('emptying the trash while a search narrows it names every client it deletes, not just those shown', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  for (const fullName of ['Mila Ivanova', 'Petar Georgiev', 'Aminah Tan']) await core.call('clients.trash', { id: (await core.call('clients.create', { fullName })).id });
  await core.call('clients.create', { fullName: 'Mila Kostova' }); // current, not in the trash

  await page.goto(`${practice.url}#/clients`);
  await page.locator('label', { hasText: 'Trash' }).click();
  await page.getByRole('textbox', { name: 'Search by name, email, tag or code' }).fill('mila');
  await expect(page.getByTestId('client-count')).toHaveText('1 client');
  await page.getByRole('button', { name: 'Empty trash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty trash' });
  await expect(dialog).toContainText('Delete 3 clients in the trash for good');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('No clients match.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Empty trash' })).toBeHidden();
  expect((await core.call('clients.list', { view: 'trash' })).total).toBe(0);
  expect((await core.call('clients.list', {})).items.map((c) => c.fullName)).toEqual(['Mila Kostova']);
});

test("a client in the trash is listed with the day they went there, not the session they had booked", async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
  await core.call('sessions.create', { clientId: client.id, start: '2099-03-10T10:00', minutes: 60 });
  const trashed = await core.call('clients.trash', { id: client.id });

  await page.goto(`${practice.url}#/clients`);
  await page.locator('label', { hasText: 'Trash' }).click();
  const row = page.getByRole('listitem', { name: 'Mila Ivanova' });
  // It read "Next: Tue, 10 Mar 2099, 10:00", where the client's page says nothing is booked.
  await expect(row).toContainText(`In the trash since ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(trashed.trashedAt!))}`);
  await expect(row).not.toContainText('Next:');
});

test('the trash has no status filter, and a status chosen before does not narrow it; back in the current clients it still does', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  for (const [fullName, status] of [['Mila Ivanova', 'active'], ['Petar Georgiev', 'paused']] as const) await core.call('clients.trash', { id: (await core.call('clients.create', { fullName, status })).id });
  await core.call('clients.create', { fullName: 'Aminah Tan', status: 'paused' });
  await core.call('clients.create', { fullName: 'Mila Kostova', status: 'active' });

  await page.goto(`${practice.url}#/clients`);
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.click();
  await page.getByRole('option', { name: 'Paused' }).click();
  await expect(page.getByTestId('client-count')).toHaveText('1 client');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.click();
  await page.getByRole('option', { name: 'Status' }).click();
  await page.locator('label', { hasText: 'Trash' }).click();
  // Nor is it sorted by the status it does not show, or by sessions it cannot have.
  await expect(sort).toHaveValue('Name');
  await sort.click();
  await expect(page.getByRole('option', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Next session' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A client in the trash shows no status: the filter stood there, and kept "Paused" narrowing the trash to one.
  await expect(status).toBeHidden();
  await expect(page.getByTestId('client-count')).toHaveText('2 clients');
  await expect(page.getByRole('listitem', { name: 'Mila Ivanova' })).toBeVisible();
  await page.locator('label', { hasText: 'Current' }).click();
  await expect(status).toHaveValue('Paused');
  await expect(sort).toHaveValue('Status');
  await expect(page.getByTestId('client-count')).toHaveText('1 client');
});

test('moving a client to the trash puts the focus on Restore, and restoring on Schedule a session, not on the page', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  const restore = page.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeFocused();
  await page.keyboard.press('Enter');
  // The Restore button went with the trash, and the focus with it, to the page's body.
  await expect(page.getByRole('button', { name: 'Schedule a session' })).toBeFocused();
  expect((await core.call('clients.get', { id: client.id })).trashedAt).toBeNull();
});

test("a client in the trash: Restore is the page's filled action, erasing for good a quieter red one", async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  const background = (button: Locator) => button.evaluate((node) => getComputedStyle(node).backgroundColor);
  const primary = await background(page.getByRole('button', { name: 'Schedule a session' }));
  await core.call('clients.trash', { id: client.id });
  await page.reload();
  const restore = page.getByRole('button', { name: 'Restore' });
  const erase = page.getByRole('button', { name: 'Erase permanently…' });
  await expect(erase).toBeVisible();
  // Erasing was the solid bright red button beside a muted Restore.
  expect(await background(restore)).toBe(primary);
  const [red, green, blue, alpha = 1] = (await background(erase)).match(/[\d.]+/g)!.map(Number);
  expect(alpha, `${red}, ${green}, ${blue}`).toBeLessThan(0.5);
  const [textRed, textGreen] = (await erase.evaluate((node) => getComputedStyle(node).color)).match(/\d+/g)!.map(Number);
  expect(textRed! - textGreen!).toBeGreaterThan(60);
});

test("a client in the trash shows no status, as if it were where they stand now: the list leaves it out, their page says they are in the trash; restored, the status is back", async ({ page, practice }, testInfo) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova', status: 'paused' });
  await core.call('clients.create', { fullName: 'Petar Georgiev', status: 'active' });
  await core.call('clients.trash', { id: client.id });

  await page.goto(`${practice.url}#/clients`);
  // The current clients keep theirs.
  await expect(page.getByRole('listitem', { name: 'Petar Georgiev' }).locator('.mantine-Badge-root')).toHaveText('Active');
  await page.locator('label', { hasText: 'Trash' }).click();
  const row = page.getByRole('listitem', { name: 'Mila Ivanova' });
  await expect(row).toContainText('In the trash since');
  // It read "Paused" beside "In the trash since…".
  await expect(row.locator('.mantine-Badge-root')).toHaveCount(0);
  await expect(row).not.toContainText('Paused');
  await snap(page, testInfo, 'trash-list');

  await row.click();
  const header = page.getByRole('heading', { level: 1, name: 'Mila Ivanova' }).locator('xpath=..');
  await expect(header.locator('.mantine-Badge-root')).toHaveText(['In the trash']);
  await snap(page, testInfo, 'trash-client-page');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(header.locator('.mantine-Badge-root')).toHaveText(['Paused']);
});
