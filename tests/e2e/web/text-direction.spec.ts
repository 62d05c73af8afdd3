import { PASSPHRASE } from '../flows/vault-flow';
import { text } from '../flows/scheduling-flow';
import { expect, test } from './fixtures';

test('a text box reads as its text does, whatever the UI: a Persian name or tag right to left, an email left to right, the box’s icons on the UI’s sides', async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  const direction = (box: ReturnType<typeof page.getByRole>) => box.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element.parentElement!).direction]);

  await page.goto(`${practice.url}#/clients/new`);
  const name = page.getByRole('textbox', { name: 'نام و نام خانوادگی' });
  // Empty, a box starts on the UI's side: the caret is where a Persian name begins.
  expect(await direction(name)).toEqual(['rtl', 'rtl']);
  await name.fill('علی حسینی');
  expect(await direction(name)).toEqual(['rtl', 'rtl']);
  await name.fill('Anna Petrova');
  expect(await direction(name)).toEqual(['ltr', 'rtl']);
  await name.fill('');
  expect(await direction(name)).toEqual(['rtl', 'rtl']);
  const background = page.getByRole('textbox', { name: 'پیشینه' });
  // So does an empty text area without a placeholder of its own.
  expect(await direction(background)).toEqual(['rtl', 'rtl']);
  await background.fill('پس از هشت سال کار در دفتر وکالت.');
  expect(await direction(background)).toEqual(['rtl', 'rtl']);
  // The time zone list stands in the UI's direction, its chevron on the left as every other list's.
  expect(await direction(page.getByRole('combobox', { name: 'منطقهٔ زمانی' }))).toEqual(['rtl', 'rtl']);
  const email = page.getByRole('textbox', { name: 'ایمیل' });
  await email.fill('ali@example.com');
  expect(await direction(email)).toEqual(['ltr', 'ltr']);

  // In English, a Persian name still reads right to left; the search box's placeholder, empty, as the UI.
  await practice.core.call('settings.update', { language: 'en' });
  await page.goto(`${practice.url}#/clients/new`);
  const english = page.getByRole('textbox', { name: 'Full name' });
  await english.fill('علی حسینی');
  expect(await direction(english)).toEqual(['rtl', 'ltr']);
  const tag = page.getByRole('combobox', { name: 'Tags' });
  await tag.fill('مدیران ارشد');
  expect((await direction(tag))[0]).toBe('rtl');
  await practice.core.call('settings.update', { language: 'fa' });
  await page.goto(`${practice.url}#/clients`);
  const search = page.getByRole('textbox', { name: 'جست‌وجو با نام، ایمیل، برچسب یا کد' });
  expect(await direction(search)).toEqual(['rtl', 'rtl']);
});

test("in Persian, an empty note's placeholder starts on the right, where its text will", async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  const client = await practice.core.call('clients.create', { fullName: 'علی حسینی' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: text('fa', 'notes.journal.add') }).click();
  const empty = page.locator('.ProseMirror p.is-editor-empty').first();
  await expect(empty).toHaveAttribute('data-placeholder', text('fa', 'notes.editor.placeholder'));
  // Mantine floats it left whatever the direction: "اینجا بنویسید…" stood at the left edge, the caret at the right.
  expect(await empty.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element, '::before').float])).toEqual(['rtl', 'right']);
});
