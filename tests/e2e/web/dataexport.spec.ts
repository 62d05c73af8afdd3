import type { Page, TestInfo } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExportWorkerData, FromExportWorker } from '../../../src/core/dataexport/export-messages';
import type { Language } from '../../../src/shared/languages';
import { Core } from '../../../src/core/core';
import { writeHalfWayExportWorker } from '../../support/stand-in-export-worker';
import { FAST_KDF } from '../../unit/support/constants';
import { legacyBytes } from '../../unit/support/legacy-bytes';
import { text } from '../flows/scheduling-flow';
import { snap as fullPageSnap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

const FIXTURES = resolve(__dirname, '../../fixtures/csv');

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageSnap(page, testInfo, name);
}

/** A folder for an export, removed after the test: what the coach exports is plain text. */
async function inExportFolder(write: (folder: string) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-export-'));
  try {
    await write(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function openPractice(page: Page, practice: Practice, language: Language): Promise<void> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(practice.url);
}

/** The browser cannot hand over real paths, so the wizard asks for one typed. */
async function typePath(page: Page, path: string, use: string): Promise<void> {
  await page.getByTestId('path-input').fill(path);
  await page.getByRole('button', { name: use }).click();
}

test('export everything as JSON from the Export and import tab, saved where the coach typed', async ({ page, practice }) => {
  await openPractice(page, practice, 'en');
  for (const fullName of ['Lena Ivanova', 'Nadia Rahimi']) await practice.core.call('clients.create', { fullName });
  await page.getByRole('link', { name: 'Backups and data' }).click();
  await page.getByRole('tab', { name: 'Export and import' }).click();
  await inExportFolder(async (folder) => {
    const path = join(folder, 'practice.json');
    await page.getByRole('button', { name: 'Export as JSON…' }).click();
    await typePath(page, path, 'Use this path');
    await expect(page.getByText(`Saved to ${path}`)).toBeVisible();
    const exported = JSON.parse(readFileSync(path, 'utf8')) as { clients: { fullName: string }[] };
    expect(exported.clients.map((client) => client.fullName).sort()).toEqual(['Lena Ivanova', 'Nadia Rahimi']);
  });
});

test('the built export worker writes the export itself (the app falls back to its main thread without it)', async ({ practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('clients.create', { fullName: 'Lena Ivanova' });
  const { db, dataKey } = practice.core.context.vault.backupSource();
  await inExportFolder(async (folder) => {
    const path = join(folder, 'icf.csv');
    const workerData: ExportWorkerData = { file: db.name, key: dataKey, job: { kind: 'icfLog', path } };
    const said = await new Promise<FromExportWorker['type'][]>((done, fail) => {
      const types: FromExportWorker['type'][] = [];
      const worker = new Worker(resolve(__dirname, '../../../out/main/export-worker.js'), { workerData });
      worker.on('message', (message: FromExportWorker) => types.push(message.type));
      worker.on('error', fail);
      worker.on('exit', () => done(types));
    });
    expect(said).toEqual(['started', 'done']);
    expect(readFileSync(path, 'utf8')).toContain('First session');
  });
});

test.describe('an export the lock stops', () => {
  // Stands in for the export worker: starts writing the export, then never finishes (a large practice, say).
  // Made per test, not when the file loads: every Playwright process loads it, and only one runs this.
  test.use({
    coreOptions: async ({}, use) => {
      const workers = writeHalfWayExportWorker(mkdtempSync(join(tmpdir(), 'coachdesk-e2e-workers-')), 'setInterval(() => {}, 1000);');
      try {
        await use({ builtWorkers: workers });
      } finally {
        rmSync(workers, { recursive: true, force: true });
      }
    },
  });

  test('leaves nothing half-written, and says so on the lock screen and after unlocking', async ({ page, practice }, testInfo) => {
    await openPractice(page, practice, 'en');
    await page.getByRole('link', { name: 'Backups and data' }).click();
    await page.getByRole('tab', { name: 'Export and import' }).click();
    await inExportFolder(async (folder) => {
      await page.getByRole('button', { name: 'Export as JSON…' }).click();
      await typePath(page, join(folder, 'practice.json'), 'Use this path');
      await expect.poll(() => readdirSync(folder)).toEqual(['.practice.json.0123456789ab.tmp']);
      await page.getByRole('button', { name: 'Lock now' }).click();
      const notice = page.getByText('Your export stopped when Coachdesk locked, and nothing was saved.');
      await expect(notice).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();
      expect(readdirSync(folder)).toEqual([]);
      await snap(page, testInfo, 'dataexport-en-04-stopped-by-lock');
      await page.getByRole('textbox', { name: 'Passphrase' }).fill(PASSPHRASE);
      await page.getByRole('button', { name: 'Unlock', exact: true }).click();
      // Back where the coach was, the notice still there.
      await expect(page.getByRole('heading', { name: 'Backups and data', level: 1 })).toBeVisible();
      await expect(notice).toBeVisible();
    });
  });
});

test('a new practice says how to begin on its dashboard and client list: a client added, the list imported from a spreadsheet, or demo data', async ({ page, practice }) => {
  await openPractice(page, practice, 'en');
  const none = page.getByTestId('no-clients');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(none).toContainText('No clients yet.');
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(none).toContainText('No clients yet.');
  await expect(none.getByRole('button', { name: 'Fill with demo data' })).toBeVisible();
  // A search that finds no one says that instead.
  await page.getByRole('textbox', { name: 'Search by name, email, tag or code' }).fill('mila');
  await expect(page.getByText('No clients match.')).toBeVisible();
  await expect(none).toBeHidden();
  await page.getByRole('textbox', { name: 'Search by name, email, tag or code' }).fill('');
  await page.locator('label', { hasText: 'Archived' }).click();
  await expect(page.getByText('No archived clients.')).toBeVisible();
  await page.locator('label', { hasText: 'Current' }).click();

  await none.getByRole('link', { name: 'Import clients from CSV' }).click();
  await expect(page.getByRole('tab', { name: 'Export and import' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Import clients from CSV…' })).toBeVisible();
  await page.goBack();
  await none.getByRole('link', { name: 'New client' }).click();
  await expect(page.getByRole('heading', { name: 'New client' })).toBeVisible();

  // A practice whose only client is archived has no current ones, and demo data cannot go in.
  await practice.core.call('clients.archive', { id: (await practice.core.call('clients.create', { fullName: 'Mila Ivanova' })).id, archived: true });
  await page.goto(`${practice.url}#/clients`);
  await expect(none).toContainText('No current clients.');
  await expect(none.getByRole('button', { name: 'Fill with demo data' })).toHaveCount(0);
  // The dashboard of a practice with clients has its own panels only.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-today')).toBeVisible();
  await expect(none).toHaveCount(0);
});

test('import clients from a semicolon CSV in English: columns guessed, a broken row named, good rows imported on confirmation', async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'en');
  await page.getByRole('link', { name: 'Backups and data' }).click();
  await page.getByRole('tab', { name: 'Export and import' }).click();
  await expect(page.getByText('Exports are not encrypted')).toBeVisible();
  await snap(page, testInfo, 'dataexport-en-01-export-and-import');

  await page.getByRole('button', { name: 'Import clients from CSV…' }).click();
  await typePath(page, join(FIXTURES, 'semicolon-en-problems.csv'), 'Use this path');
  const wizard = page.getByRole('dialog', { name: 'Import clients from CSV' });
  await expect(wizard.getByTestId('csv-detected')).toHaveText('3 rows, separated by semicolons, UTF-8.');
  await snap(page, testInfo, 'dataexport-en-02-wizard-file');

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('combobox', { name: 'Full name' })).toHaveValue('Client');
  await expect(wizard.getByRole('combobox', { name: 'Background' })).toHaveValue('Notes');
  await expect(wizard.getByTestId('csv-preview')).toContainText('next review in March');
  // The row the import will leave out is marked where the rows are first seen.
  const refused = wizard.getByTestId('csv-preview').getByRole('row').filter({ has: page.getByRole('img', { name: 'Not imported: has problems' }) });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('tom@example');
  await expect(wizard.getByTestId('csv-preview-refused')).toHaveText('The row marked in red has problems and will not be imported as it is: the next step says what they are.');
  await wizard.getByTestId('csv-preview-refused').scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'dataexport-en-03-wizard-mapping');

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByTestId('row-problems')).toContainText('Row 3');
  await expect(wizard.getByTestId('row-problems')).toContainText('“tom@example” is not an email address.');
  await snap(page, testInfo, 'dataexport-en-04-wizard-problems');

  await wizard.getByRole('button', { name: 'Next' }).click();
  const importButton = wizard.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  // The focus goes from "Next", gone, to the choice this step asks for, not to the page's body.
  const acceptGood = wizard.getByLabel('Import the good rows (2) and leave out the rows with problems (1)');
  await expect(acceptGood).toBeFocused();
  await acceptGood.check();
  await snap(page, testInfo, 'dataexport-en-05-wizard-confirm');
  expect((await practice.core.call('clients.list', {})).total).toBe(0);
  await importButton.click();
  await expect(page.getByText('2 clients imported.')).toBeVisible();
  // The focus back on the button that began the import, not on the page's body.
  await expect(page.getByRole('button', { name: 'Import clients from CSV…' })).toBeFocused();
  const { items } = await practice.core.call('clients.list', {});
  expect(items.map((client) => client.fullName).sort()).toEqual(['Lena Ivanova', 'Nadia Rahimi']);
});

test('import clients from a semicolon CSV in Persian, right to left', async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'fa');
  await page.getByRole('link', { name: 'نسخه‌های پشتیبان و داده‌ها' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'برون‌بری و درون‌ریزی' }).click();
  await page.getByRole('button', { name: 'درون‌ریزی مراجعان از CSV…' }).click();
  await typePath(page, join(FIXTURES, 'semicolon-bom-fa.csv'), 'استفاده از این مسیر');
  const wizard = page.getByRole('dialog', { name: 'درون‌ریزی مراجعان از CSV' });
  await expect(wizard.getByTestId('csv-detected')).toContainText('نقطه‌ویرگول');
  await expect(wizard.getByTestId('csv-detected')).toContainText('۳');
  await snap(page, testInfo, 'dataexport-fa-01-wizard-file');

  await wizard.getByRole('button', { name: 'بعدی' }).click();
  await expect(wizard.getByRole('combobox', { name: 'نام و نام خانوادگی' })).toHaveValue('نام و نام خانوادگی');
  await expect(wizard.getByTestId('csv-preview')).toContainText('سارا محمدی');
  // Rezā's "Completed" is shown as the app names it: the preview is the rows as they will be imported.
  await expect(wizard.getByTestId('csv-preview').getByRole('row').nth(2)).toContainText('پایان‌یافته');
  await expect(wizard.getByTestId('csv-preview')).not.toContainText('Completed');
  await snap(page, testInfo, 'dataexport-fa-02-wizard-mapping');

  await wizard.getByRole('button', { name: 'بعدی' }).click();
  await expect(wizard.getByTestId('csv-all-good')).toBeVisible();
  await wizard.getByRole('button', { name: 'بعدی' }).click();
  await snap(page, testInfo, 'dataexport-fa-03-wizard-confirm');
  await expect(wizard.getByRole('button', { name: 'درون‌ریزی', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('۳ مراجع درون‌ریزی شدند.')).toBeVisible();
  expect((await practice.core.call('clients.list', {})).items.map((client) => client.fullName)).toContain('نگار احمدی، مدیر');
});

test('import clients from a Bulgarian CSV saved by an older spreadsheet in Windows-1251: read as Cyrillic, another character set chosen and undone', async ({ page, practice }, testInfo) => {
  await openPractice(page, practice, 'bg');
  await inExportFolder(async (folder) => {
    const file = join(folder, 'клиенти.csv');
    writeFileSync(file, legacyBytes('Име;Имейл\nЦветелина Илиева;tsveti@example.com\nЖивко Дончев;zhivko@example.com\n', 'windows-1251'));
    await page.getByRole('link', { name: text('bg', 'nav.backups') }).click();
    await page.getByRole('tab', { name: text('bg', 'dataexport.tabs.export') }).click();
    await page.getByRole('button', { name: text('bg', 'dataexport.import.csv') }).click();
    await typePath(page, file, text('bg', 'backups.pathPrompt.use'));
    const wizard = page.getByRole('dialog', { name: text('bg', 'dataexport.wizard.title') });
    await expect(wizard.getByTestId('csv-detected')).toContainText('Кирилица (Windows-1251)');
    const characters = wizard.getByRole('combobox', { name: text('bg', 'dataexport.wizard.encodingLabel') });
    await expect(characters).toHaveValue('Кирилица (Windows-1251)');
    // The column names, read in it, show whether the guess was right.
    await expect(wizard.getByTestId('csv-encoding')).toContainText('Колони: Име и Имейл');
    await expect(wizard.getByTestId('csv-encoding')).toContainText(text('bg', 'dataexport.wizard.legacyEncoding'));
    await snap(page, testInfo, 'dataexport-bg-01-wizard-windows-1251');

    await characters.click();
    await page.getByRole('option', { name: 'Западноевропейска (Windows-1252)' }).click();
    await expect(wizard.getByTestId('csv-encoding')).toContainText('Колони: Èìå и Èìåéë');
    // No longer "guessed": the coach chose it.
    await expect(wizard.getByTestId('csv-encoding')).toContainText(text('bg', 'dataexport.wizard.legacyEncodingChosen'));
    await snap(page, testInfo, 'dataexport-bg-02-wizard-windows-1252');
    await characters.click();
    await page.getByRole('option', { name: 'Кирилица (Windows-1251)' }).click();
    await expect(wizard.getByTestId('csv-encoding')).toContainText('Колони: Име и Имейл');

    await wizard.getByRole('button', { name: text('bg', 'dataexport.wizard.next') }).click();
    await expect(wizard.getByTestId('csv-preview')).toContainText('Цветелина Илиева');
    await wizard.getByRole('button', { name: text('bg', 'dataexport.wizard.next') }).click();
    await wizard.getByRole('button', { name: text('bg', 'dataexport.wizard.next') }).click();
    await wizard.getByRole('button', { name: text('bg', 'dataexport.wizard.import'), exact: true }).click();
    await expect(wizard).toBeHidden();
  });
  const { items } = await practice.core.call('clients.list', {});
  expect(items.map((client) => client.fullName).sort()).toEqual(['Живко Дончев', 'Цветелина Илиева']);
});

test('the CSV preview names each row’s document language as the app does, however the file wrote it', async ({ page, practice }) => {
  await openPractice(page, practice, 'en');
  await page.goto(`${practice.url}#/backups`);
  await page.getByRole('tab', { name: 'Export and import' }).click();
  await page.getByRole('button', { name: 'Import clients from CSV…' }).click();
  await typePath(page, join(FIXTURES, 'comma-bg-multiline.csv'), 'Use this path');
  const wizard = page.getByRole('dialog', { name: 'Import clients from CSV' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  const rows = wizard.getByTestId('csv-preview').getByRole('row');
  // "bg" in the file: the language it will be, not the code it was written as.
  await expect(rows.nth(2)).toContainText('Български');
  await expect(rows.nth(2)).not.toContainText(/\bbg\b/);
  await expect(rows.nth(3)).toContainText('Bahasa Melayu');
});

test('import clients from a CSV whose name column is not guessed: the coach chooses it', async ({ page, practice }) => {
  await openPractice(page, practice, 'en');
  await inExportFolder(async (folder) => {
    const file = join(folder, 'senarai.csv');
    writeFileSync(file, 'Klient,Catatan\nSiti Nur,Prefers mornings\n');
    await page.getByRole('link', { name: 'Backups and data' }).click();
    await page.getByRole('tab', { name: 'Export and import' }).click();
    await page.getByRole('button', { name: 'Import clients from CSV…' }).click();
    await typePath(page, file, 'Use this path');
    const wizard = page.getByRole('dialog', { name: 'Import clients from CSV' });
    await expect(wizard.getByTestId('csv-detected')).toHaveText('1 row, separated by commas, UTF-8.');
    await wizard.getByRole('button', { name: 'Next' }).click();
    const name = wizard.getByRole('combobox', { name: 'Full name' });
    await expect(name).toHaveValue('Not imported');
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await name.click();
    await page.getByRole('option', { name: 'Klient' }).click();
    await expect(wizard.getByTestId('csv-preview')).toContainText('Siti Nur');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByTestId('csv-all-good')).toBeVisible();
  });
});

test('a Coachdesk export from another computer is imported into a new practice from the Export and import tab: the file named, what it holds, then restored', async ({ page, practice }) => {
  await inExportFolder(async (folder) => {
    // The other computer's practice, with one client, exported as JSON.
    const otherDir = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-other-'));
    const other = new Core({ dataDir: otherDir, systemLocale: 'en-GB', kdf: FAST_KDF });
    const file = join(folder, 'practice.json');
    try {
      const { recoveryKey } = await other.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
      await other.call('vault.setupConfirm', { recoveryKey });
      await other.call('clients.create', { fullName: 'Mila Ivanova' });
      await other.call('export.json', { path: file });
    } finally {
      other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }

    await openPractice(page, practice, 'en');
    await page.getByRole('link', { name: 'Backups and data' }).click();
    await page.getByRole('tab', { name: 'Export and import' }).click();
    await page.getByRole('button', { name: 'Import a Coachdesk export…' }).click();
    await typePath(page, file, 'Use this path');
    const dialog = page.getByRole('dialog', { name: 'Import a Coachdesk export' });
    await expect(dialog).toContainText(file);
    await expect(dialog).toContainText('This practice has no clients yet, so the export will be restored as it was');
    await expect(dialog.getByTestId('json-import-counts')).toContainText('1 client');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Imported 1 client.')).toBeVisible();
    expect((await practice.core.call('clients.list', {})).items.map((client) => client.fullName)).toEqual(['Mila Ivanova']);
  });
});

for (const language of ['en', 'fa'] as const) {
  test(`erase a client from the trash and read what older backups keep (${language})`, async ({ page, practice }, testInfo) => {
    await openPractice(page, practice, language);
    const client = await practice.core.call('clients.create', { fullName: language === 'fa' ? 'مریم رضایی' : 'Maria Lopez', tags: [] });
    await practice.core.call('backup.create', {});
    await practice.core.call('clients.trash', { id: client.id });
    await page.goto(`${practice.url}#/clients/${client.id}`);
    const notice = page.getByTestId('backup-notice').first();
    await expect(notice).toContainText(language === 'fa' ? '۱ نسخهٔ پشتیبان' : '1 backup in the backup folder');
    await snap(page, testInfo, `dataexport-${language}-erase-01-trash-view`);

    await page.getByRole('button', { name: language === 'fa' ? 'پاک کردن برای همیشه…' : 'Erase permanently…' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('backup-notice')).toBeVisible();
    const erase = dialog.getByRole('button', { name: language === 'fa' ? 'پاک کردن برای همیشه' : 'Erase permanently', exact: true });
    await expect(erase).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await snap(page, testInfo, `dataexport-${language}-erase-02-confirm`);
    await erase.click();
    await expect(page).toHaveURL(/#\/clients$/);
    await expect(practice.core.call('clients.get', { id: client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await snap(page, testInfo, `dataexport-${language}-erase-03-erased`);
  });
}

test('the retention review asks again for every client erased: a tick given for one is not carried to the next', async ({ page, practice }) => {
  await openPractice(page, practice, 'en');
  for (const fullName of ['Ana Finished', 'Boris Finished']) await practice.core.call('clients.create', { fullName, status: 'completed', startDate: '2012-02-01', tags: [] });
  await page.getByRole('link', { name: 'Backups and data' }).click();
  await page.getByRole('tab', { name: 'Retention review' }).click();
  const row = (name: string) => page.getByTestId('retention-review').getByRole('row').filter({ hasText: name });
  const dialog = page.getByRole('dialog', { name: 'Erase this client permanently' });
  const erase = dialog.getByRole('button', { name: 'Erase permanently', exact: true });

  await row('Ana Finished').getByRole('button', { name: 'Erase…' }).click();
  await dialog.getByRole('checkbox').check();
  await expect(erase).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row('Boris Finished').getByRole('button', { name: 'Erase…' }).click();
  await expect(dialog).toContainText('Boris Finished');
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
  await expect(erase).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await erase.click();
  await expect(row('Boris Finished')).toHaveCount(0);
  expect((await practice.core.call('retention.review', {})).clients.map((client) => client.fullName)).toEqual(['Ana Finished']);
});
