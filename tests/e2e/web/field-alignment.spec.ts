import type { Locator } from '@playwright/test';
import { fillPractice } from '../flows/filled-practice';
import { text } from '../flows/scheduling-flow';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, test } from './fixtures';

const top = async (field: Locator) => (await field.boundingBox())!.y;
const apart = async (a: Locator, b: Locator) => Math.abs((await top(a)) - (await top(b)));

// A field with a hint beside one without: the hint goes under its box, so the two boxes line up.
test('bg, 900 px: fields with a hint line up with the field beside them (client code and status, a goal’s starting and target values)', async ({ page, practice }) => {
  const m = (path: string) => text('bg', path);
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'bg' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  const data = await fillPractice(practice.core, 'bg');
  await page.setViewportSize({ width: 900, height: 800 });

  await page.goto(`${practice.url}#/clients/${data.clientId}/edit`);
  const code = page.getByRole('textbox', { name: m('clients.form.code') });
  const status = page.getByRole('combobox', { name: m('clients.status') });
  await expect(code).toHaveValue('C0001');
  expect(await apart(code, status)).toBeLessThanOrEqual(1);

  await page.goto(`${practice.url}#/goals/${data.goalId}`);
  await page.getByRole('button', { name: m('goals.page.edit'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const baseline = dialog.getByRole('textbox', { name: m('goals.form.baseline') });
  const target = dialog.getByRole('textbox', { name: m('goals.form.target') });
  // Polled: the dialog grows into place.
  await expect.poll(async () => apart(baseline, target)).toBeLessThanOrEqual(1);
});
