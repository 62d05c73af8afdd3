import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startBridge } from '../../../src/core/bridge/server';
import { Core } from '../../../src/core/core';
import type { Migration } from '../../../src/core/db/migration';
import { migrations } from '../../../src/core/db/migrations';
import type { Language } from '../../../src/shared/languages';
import { damageDatabase } from '../../support/damage';
import { text } from '../flows/scheduling-flow';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

/** A backup reads and checks the whole copy: on a busy two-core machine more than the usual 10 s. */
const BACKING_UP = { timeout: 30_000 };

/**
 * An open practice with one good backup, then a page of its notes' history damaged on disk (the
 * screens used here never read it): the next backup meets the damage. Returns the backups' bytes.
 */
async function damagedPractice(page: Page, practice: Practice, language: Language): Promise<Record<string, string>> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('clients.create', { fullName: 'Lena Ivanova' });
  await practice.core.call('backup.create', {});
  damageNotesHistory(practice.core);
  await page.goto(practice.url);
  return backupsBytes(practice);
}

/** The page of the notes' history, which an unlock never reads and a backup's check does. */
function damageNotesHistory(core: Core): void {
  const { db } = core.vault;
  const historyPage = db.prepare("SELECT max(pageno) FROM dbstat WHERE name = 'note_revisions'").pluck().get() as number;
  db.pragma('wal_checkpoint(TRUNCATE)');
  damageDatabase(db.name, 'middle-overwritten', historyPage);
}

function backupsBytes(practice: Practice): Record<string, string> {
  const folder = join(practice.dataDir, 'backups');
  return Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name)).toString('base64')]));
}

test('backing up a damaged practice says the practice is damaged and the backups are untouched (English)', async ({ page, practice }, testInfo) => {
  const before = await damagedPractice(page, practice, 'en');
  await page.getByRole('link', { name: 'Backups' }).click();
  await page.getByRole('button', { name: 'Back up now' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'damaged part' });
  await expect(alert).toContainText('The practice on this computer has a damaged part', BACKING_UP);
  await expect(alert).toContainText('Your existing backups were not changed');
  await expect(alert).toContainText('Restore your latest backup on the “Backups and data” page');
  await expect(alert).not.toContainText('Choose another backup');
  await expect(page.getByTestId('backup-list').locator('tbody tr')).toHaveCount(1);
  expect(backupsBytes(practice)).toEqual(before);
  await snap(page, testInfo, 'practice-damaged-en', { fullPage: false });
});

test('the same in Persian, right to left', async ({ page, practice }, testInfo) => {
  const before = await damagedPractice(page, practice, 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'نسخه‌های پشتیبان' }).click();
  await page.getByRole('button', { name: 'همین حالا نسخهٔ پشتیبان بگیر' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'آسیب‌دیده' });
  await expect(alert).toContainText('دفتر شما در این رایانه بخشی آسیب‌دیده دارد', BACKING_UP);
  await expect(alert).toContainText('نسخه‌های پشتیبانی که از پیش داشتید تغییری نکردند');
  expect(backupsBytes(practice)).toEqual(before);
  await alert.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'practice-damaged-fa', { fullPage: false });
});

for (const language of ['en', 'fa'] as const) {
  test(`${language}: an update whose backup beforehand meets the damage says so on the lock screen, and points to the restore there`, async ({ page }, testInfo) => {
    const m = (path: string) => text(language, path);
    const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-'));
    const builtWorkers = resolve(__dirname, '../../../out/main');
    const before = new Core({ dataDir, systemLocale: 'en-GB', builtWorkers });
    const { recoveryKey } = await before.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
    await before.call('vault.setupConfirm', { recoveryKey });
    await before.call('clients.create', { fullName: 'Lena Ivanova' });
    await before.call('backup.create', {});
    damageNotesHistory(before);
    before.close();
    // This version of the app has one more migration: the unlock backs the practice up first.
    const addContacts: Migration = { version: migrations.length + 1, name: 'contacts', up: (db) => db.exec('CREATE TABLE contacts (id INTEGER PRIMARY KEY) STRICT') };
    const core = new Core({ dataDir, systemLocale: 'en-GB', builtWorkers, migrations: [...migrations, addContacts] });
    const bridge = await startBridge({ core, rendererDir: resolve(__dirname, '../../../out/renderer') });
    try {
      await page.goto(bridge.url);
      await page.getByRole('textbox', { name: m('unlock.passphrase') }).fill(PASSPHRASE);
      await page.getByRole('button', { name: m('unlock.submit'), exact: true }).click();
      const alert = page.getByRole('alert');
      // Not "on the Backups and data page": a locked practice cannot show it.
      await expect(alert).toHaveText(m('unlock.practiceDamaged'), BACKING_UP);
      await expect(page.getByRole('button', { name: m('unlock.restoreButton') })).toBeVisible();
      await snap(page, testInfo, `practice-damaged-lock-screen-${language}`);
    } finally {
      await bridge.close();
      core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
