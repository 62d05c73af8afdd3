import { text } from '../flows/scheduling-flow';
import { PASSPHRASE } from '../flows/vault-flow';
import { FAST_KDF } from '../../unit/support/constants';
import { expect, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF } });

test("a new practice's dashboard says it has no clients yet, each panel's empty line alike", async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'bg' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(practice.url);
  // It said every active client had had a session lately, of a practice with none.
  await expect(page.getByTestId('dashboard-quiet')).toHaveText(text('bg', 'dashboard.noClientsYet'));
  const empty = [page.getByText(text('bg', 'dashboard.nothingToday')), page.getByText(text('bg', 'actions.noneOverdue'))];
  const [today, overdue] = await Promise.all(empty.map((line) => line.evaluate((element) => getComputedStyle(element).fontSize)));
  // The overdue action items' line was smaller than the others.
  expect(overdue).toBe(today);
});
