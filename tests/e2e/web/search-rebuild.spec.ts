import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import { snap } from '../flows/screenshots';
import { expect, test } from './fixtures';

// One piece of the rebuild at the unlock, and the next not before an hour: the rebuild is under way
// for as long as the page takes to load on a slow machine, and the test ends it when it has looked.
test.use({ coreOptions: { kdf: FAST_KDF, searchRebuild: { atUnlockMs: 0, pieceMs: 1, pauseMs: 3_600_000 } } });

test('after an update that rebuilds the search index, search says so in Persian, and finds more as the rebuild goes on', async ({ page, practice }, testInfo) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'مریم کریمی' });
  await core.call('goals.create', { clientId: client.id, title: 'دویدن ماراتن تهران' });

  // As an update that changes how text is folded for search leaves the practice.
  core.vault.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_fold_version', '0')").run();
  await core.call('vault.lock', {});
  await core.call('vault.unlock', { passphrase: PASSPHRASE });

  await page.goto(practice.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await page.getByRole('dialog').getByRole('textbox').fill('ماراتن');
  const notice = page.getByTestId('search-rebuilding');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('نمایهٔ جست‌وجو');
  // The share done in Persian digits, with the Persian percent sign.
  await expect(notice).toHaveText(/[۰-۹]+٪/);
  await expect(page.getByTestId('search-hit')).toHaveCount(0);
  // Not "nothing found": the notice says why nothing is found yet.
  await expect(page.getByText('چیزی برای «ماراتن» پیدا نشد.')).toBeHidden();
  await snap(page, testInfo, 'search-rebuild-01-persian-notice');

  // The open search asks again on its own while the rebuild runs: once it ends, the goal appears and the notice goes.
  core.searchIndexes.finish(core.vault.db);
  await expect(page.getByTestId('search-hit')).toHaveCount(1, { timeout: 10_000 });
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('search-hit')).toContainText('دویدن ماراتن تهران');
  await snap(page, testInfo, 'search-rebuild-02-persian-found');
});
