import type { Locator } from '@playwright/test';
import { fillPractice } from '../flows/filled-practice';
import { text } from '../flows/scheduling-flow';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, test } from './fixtures';

const top = async (field: Locator) => (await field.boundingBox())!.y;
const apart = async (a: Locator, b: Locator) => Math.abs((await top(a)) - (await top(b)));

// A field with a hint beside one without: the hint goes under its box. Labels, boxes and what shows under them share rows (FieldGrid).
test('bg: boxes side by side line up whether a label has a hint or takes two lines, or an error shows under one (the client form, a goal’s values, a new session, the scheduling settings, an assessment’s scores at 900 px; a package at 1,280 px)', async ({ page, practice }) => {
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
  // "Начало на споразумението" takes two lines beside "Подписано на".
  expect(await apart(page.getByRole('group', { name: m('clients.form.agreementStart') }), page.getByRole('group', { name: m('clients.form.signedOn') }))).toBeLessThanOrEqual(1);
  // Its two lines as close as a text field label's: no taller than two of those.
  const height = async (label: Locator) => (await label.boundingBox())!.height;
  const twoLines = await height(page.getByText(m('clients.form.agreementStart'), { exact: true }));
  expect(twoLines).toBeLessThanOrEqual(2 * (await height(page.getByText(m('clients.form.sessionsIncluded'), { exact: true }))) + 1);

  await page.goto(`${practice.url}#/goals/${data.goalId}`);
  await page.getByRole('button', { name: m('goals.page.edit'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const baseline = dialog.getByRole('textbox', { name: m('goals.form.baseline') });
  const target = dialog.getByRole('textbox', { name: m('goals.form.target') });
  // Polled: the dialog grows into place.
  await expect.poll(async () => apart(baseline, target)).toBeLessThanOrEqual(1);

  // "Продължителност (минути)" takes two lines beside the session's start and time zone.
  await page.goto(`${practice.url}#/calendar`);
  await page.getByRole('button', { name: m('calendar.schedule') }).click();
  const minutes = page.getByRole('dialog').getByRole('textbox', { name: m('calendar.dialog.minutes') });
  await expect.poll(async () => apart(minutes, page.getByRole('dialog').getByRole('combobox', { name: m('calendar.dialog.timeZone') }))).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');

  // So does "Обичайна продължителност на сесия" in the settings, beside the week's first day.
  await page.goto(`${practice.url}#/settings`);
  const weekStart = page.getByRole('combobox', { name: m('schedulingSettings.weekStart') });
  await expect(weekStart).toBeVisible();
  expect(await apart(page.getByRole('textbox', { name: m('schedulingSettings.sessionMinutes') }), weekStart)).toBeLessThanOrEqual(1);
  // An error under one box moves neither box: the working day's end typed before its start.
  const [workStart, workEnd] = [page.getByTestId('work-start').locator('.cd-date__field'), page.getByTestId('work-end').locator('.cd-date__field')];
  await page.getByTestId('work-end').getByRole('spinbutton').first().click();
  await page.keyboard.type('0700');
  await expect(page.getByText(m('schedulingSettings.endBeforeStart'))).toBeVisible();
  expect(await apart(workStart, workEnd)).toBeLessThanOrEqual(1);

  // A score whose area's name takes two lines beside one whose name takes one.
  await practice.core.call('assessmentTemplates.create', { name: 'Дълги имена', areas: [{ label: 'Физическа среда, дом и пространство за живеене' }, { label: 'Пари' }, { label: 'Здраве' }] });
  await page.goto(`${practice.url}#/clients/${data.clientId}`);
  await page.getByRole('button', { name: m('assessments.record') }).click();
  const scores = page.getByRole('dialog');
  await scores.getByRole('combobox', { name: m('assessments.form.template') }).click();
  await page.getByRole('option', { name: 'Дълги имена' }).click();
  const money = scores.getByRole('textbox', { name: 'Пари' });
  await expect(money).toBeVisible();
  await expect.poll(async () => apart(scores.getByRole('textbox', { name: /Физическа среда/ }), money)).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');

  // In the client page's narrow column the package's "Закупени сесии" takes two lines; its box stays beside the price's.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${practice.url}#/clients/${data.clientId}`);
  await page.getByRole('button', { name: m('clients.packages.add') }).click();
  const count = page.getByRole('textbox', { name: m('clients.packages.sessionsCount') });
  const price = page.getByRole('textbox', { name: m('clients.packages.price') });
  await expect(count).toBeFocused();
  expect(await apart(count, price)).toBeLessThanOrEqual(1);
});
