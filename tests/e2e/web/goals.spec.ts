import type { Locator, Page } from '@playwright/test';
import type { Core } from '../../../src/core/core';
import type { Language } from '../../../src/shared/languages';
import { pickClient } from '../flows/client-picker';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, test } from './fixtures';
import { fillDateField } from '../flows/date-fields';
import { holdCalls } from '../flows/held-calls';

const WHEEL_KEYS = ['health', 'career', 'finances', 'family', 'romance', 'growth', 'fun', 'environment'];
const PERSIAN_DIGITS = /^[۰-۹٫٬,\-−\s]+$/;

async function openPractice(core: Core, language: Language = 'en') {
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await core.call('vault.setupConfirm', { recoveryKey });
}

test('set a goal with a measure, record three check-ins and see its chart, progress and trend', async ({ page, practice }, testInfo) => {
  await openPractice(practice.core);
  await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  await page.goto(`${practice.url}#/goals`);

  await page.getByRole('button', { name: 'New goal' }).click();
  // Empty, the box says what goes in it, as the session dialog's does.
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Client' })).toHaveAttribute('placeholder', 'Choose a client');
  await pickClient(page.getByRole('dialog'), 'Client', 'Mila Ivanova');
  await page.getByRole('textbox', { name: 'Goal', exact: true }).fill('Lose weight for the mountain trip');
  await page.getByRole('textbox', { name: 'Why it matters' }).fill('To climb Musala with her daughter');
  await page.getByRole('switch', { name: 'Measure progress with a number' }).check();
  await page.getByRole('textbox', { name: 'What is measured' }).fill('Weight');
  await page.getByRole('textbox', { name: 'Unit' }).fill('kg');
  await page.getByRole('textbox', { name: 'Starting value' }).fill('90');
  await page.getByRole('textbox', { name: 'Target value' }).fill('80');
  // The direction follows the numbers: a target below the start means lower is better.
  await expect(page.getByRole('radio', { name: 'Lower' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Milestones' }).fill('Walk every day\nFirst hike');
  await snap(page, testInfo, 'goals-01-new-goal');
  await page.getByRole('button', { name: 'Set goal' }).click();

  await expect(page.getByRole('heading', { name: 'Lose weight for the mountain trip', level: 1 })).toBeVisible();
  for (const [date, value] of [['2026-03-02', '88'], ['2026-03-16', '86.5'], ['2026-04-06', '84.5']] as const) {
    await page.getByTestId('checkin-value').fill(value);
    await fillDateField(page.getByTestId('checkin-date'), date);
    await page.getByRole('button', { name: 'Record check-in' }).click();
    await expect(page.getByTestId('checkin-table').getByRole('cell', { name: value, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('checkin-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByText('84.5 kg now, target 80 kg')).toBeVisible();
  await expect(page.getByText('55%')).toBeVisible();

  const chart = page.getByRole('img', { name: /Weight \(kg\): 3 check-ins from 2 Mar 2026 to 6 Apr 2026, from 88 to 84\.5\. Target 80\./ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(3);
  await expect(chart.locator('.recharts-reference-line')).toHaveCount(2);
  // The chart's numbers are also there as a table for screen readers.
  await expect(page.getByRole('table', { name: 'Check-ins shown in the chart' }).locator('tbody tr')).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Walk every day' }).click();
  await expect(page.getByRole('checkbox', { name: 'Walk every day' })).toBeChecked();
  await expect(page.getByText(/^Done /)).toBeVisible();
  await page.getByRole('button', { name: 'More for “First hike”' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(page.getByTestId('milestone').first()).toContainText('First hike');
  await snap(page, testInfo, 'goals-02-goal-page');

  // The practice page flags it: the last check-in was long before today.
  await page.getByRole('link', { name: 'All goals' }).click();
  const row = page.getByTestId('goal-row').filter({ hasText: 'Lose weight for the mountain trip' });
  await expect(row.getByTestId('stale-badge')).toContainText('No check-in for');
  await expect(row.getByRole('img', { name: 'Trend of the latest 3 check-ins: from 88 to 84.5' })).toBeVisible();
  await snap(page, testInfo, 'goals-03-practice-goals');

  // The client page's goals component shows the same goal with its progress and trend.
  await page.goto(`${practice.url}#/clients/1`);
  const card = page.getByTestId('client-goal');
  await expect(card).toContainText('Lose weight for the mountain trip');
  await expect(card.getByRole('progressbar', { name: 'Progress towards “Lose weight for the mountain trip”' })).toHaveAttribute('aria-valuenow', '55');

  // The search box finds the goal by a word of its milestones and opens its page.
  await page.keyboard.press('ControlOrMeta+K');
  await page.getByRole('textbox', { name: 'Search' }).fill('hike');
  await page.getByRole('group', { name: 'Goals' }).getByTestId('search-hit').click();
  await expect(page.getByRole('heading', { name: 'Lose weight for the mountain trip', level: 1 })).toBeVisible();
});

test('a date field lines up with the field beside it: the goal form\'s target date and status', async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run a half marathon' });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit goal' });
  // The date field's box (React Aria's group) and the select's, read at one moment (the dialog
  // is still moving as it opens); the date field sat 3 px higher.
  const fields = [await dialog.getByRole('group', { name: 'Target date' }).elementHandle(), await dialog.getByRole('combobox', { name: 'Status' }).elementHandle()];
  const [date, status] = await page.evaluate((both) => both.map((field) => field!.getBoundingClientRect().toJSON() as DOMRect), fields);
  expect(Math.abs(date!.y - status!.y)).toBeLessThan(0.5);
  expect(Math.abs(date!.height - status!.height)).toBeLessThan(0.5);
});

test('the goals page of a practice without goals says where goals come from; a filter that matches none says so', async ({ page, practice }) => {
  await openPractice(practice.core);
  await page.goto(`${practice.url}#/goals`);
  await expect(page.getByText("No active goals. A goal is set with a client: New goal here, or from the client's page.")).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Achieved' }).click();
  await expect(page.getByText('No goals match these filters.')).toBeVisible();
});

test('the chart names its target and start lines clear of the check-ins, the first of which lies near the start', async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run a half marathon', metric: { name: 'Longest run', unit: 'km', baseline: 5, target: 21.1 } });
  for (const [on, value] of [['2026-01-05', 6], ['2026-02-05', 9.5], ['2026-03-01', 12]] as const) await practice.core.call('goals.addCheckIn', { goalId: goal.id, on, value });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  const chart = page.getByRole('img', { name: /^Longest run \(km\): 3 check-ins/ });
  await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(3);
  const boxes = (found: Locator) => found.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
  const labels = await boxes(chart.locator('text', { hasText: /^(Target|Start)$/ }));
  expect(labels).toHaveLength(2);
  for (const label of labels) {
    for (const dot of await boxes(chart.locator('.recharts-line-dots circle'))) expect(label.right <= dot.left || dot.right <= label.left || label.bottom <= dot.top || dot.bottom <= label.top).toBe(true);
  }
});

async function deleteFromMenu(page: Page, milestone: string) {
  await page.getByRole('button', { name: `More for “${milestone}”` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
}

test('a check-in typed wrong is corrected in place; deleting a check-in or a milestone asks first', async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run a half marathon', metric: { name: 'Longest run', unit: 'km', baseline: 5, target: 21.1 }, milestones: ['Run 10 km'] });
  await practice.core.call('goals.addCheckIn', { goalId: goal.id, on: '2026-03-02', value: 125, rating: 6 });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  const table = page.getByTestId('checkin-table');
  await expect(table.locator('tbody tr')).toHaveText([/^2 Mar 2026125/]);

  // 125 km was meant as 12.5: corrected, with a comment, the rating and date kept.
  await page.getByRole('button', { name: 'Edit the check-in of 2 Mar 2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the check-in of 2 Mar 2026' });
  await expect(dialog.getByTestId('checkin-value')).toHaveValue('125');
  await expect(dialog.getByTestId('checkin-value')).toBeFocused();
  // Cancel, then Save at the end, as in every goal dialog (Save stood alone at the start).
  const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
  const saveBox = (await dialog.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  expect((await cancel.boundingBox())!.x).toBeLessThan(saveBox.x);
  await cancel.click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit the check-in of 2 Mar 2026' }).click();
  await dialog.getByTestId('checkin-value').fill('12.5');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Typed 125 at first');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table.locator('tbody tr')).toHaveText(['2 Mar 202612.56Typed 125 at first']);
  const [checkIn] = (await practice.core.call('goals.get', { id: goal.id })).checkIns;
  expect(checkIn).toMatchObject({ on: '2026-03-02', value: 12.5, rating: 6, comment: 'Typed 125 at first' });

  // A stray click on a bin deletes nothing: it asks, and Cancel keeps the check-in and the milestone.
  const askToDelete = { checkIn: () => page.getByRole('button', { name: 'Delete the check-in of 2 Mar 2026' }).click(), milestone: () => deleteFromMenu(page, 'Run 10 km') };
  for (const [ask, name] of [[askToDelete.checkIn, 'Delete the check-in of 2 Mar 2026'], [askToDelete.milestone, 'Delete “Run 10 km”']] as const) {
    await ask();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('milestone')).toHaveCount(1);
  for (const [ask, name] of [[askToDelete.checkIn, 'Delete the check-in of 2 Mar 2026'], [askToDelete.milestone, 'Delete “Run 10 km”']] as const) {
    await ask();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Delete', exact: true }).click();
  }
  await expect(page.getByText('No check-ins yet.')).toBeVisible();
  await expect(page.getByTestId('milestone')).toHaveCount(0);
  expect(await practice.core.call('goals.get', { id: goal.id })).toMatchObject({ checkIns: [], milestones: [] });
});

test('a milestone is renamed in its own row: Enter keeps the new title, Escape leaves it as it was', async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const long = 'Interview-every-member-of-the-executive-committee';
  const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run a half marathon', milestones: ['Run 10 km', 'Run 15 km', long] });
  // The narrowest window with the milestones in a column beside the progress (page-grid.ts): about 290 px.
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  const milestones = page.getByTestId('milestone');

  // In the narrow column, a long title breaks and its menu stays inside the card
  // (four buttons beside each title pushed them out, and the page scrolled sideways).
  const menu = (await page.getByRole('button', { name: `More for “${long}”` }).boundingBox())!;
  const card = (await page.getByRole('region', { name: 'Milestones' }).boundingBox())!;
  expect(card.width).toBeLessThan(320);
  expect(menu.x + menu.width).toBeLessThanOrEqual(card.x + card.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1200);

  const rename = async (milestone: string) => {
    await page.getByRole('button', { name: `More for “${milestone}”` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
  };
  await rename('Run 10 km');
  const title = page.getByRole('textbox', { name: 'Milestone', exact: true });
  await expect(title).toBeFocused();
  await title.fill('Run 12 km without stopping');
  await title.press('Enter');
  await expect(milestones).toHaveText(['Run 12 km without stopping', 'Run 15 km', long]);
  expect((await practice.core.call('goals.get', { id: goal.id })).milestones.map((m) => m.title)).toEqual(['Run 12 km without stopping', 'Run 15 km', long]);
  await expect(page.getByRole('button', { name: 'More for “Run 12 km without stopping”' })).toBeFocused();

  await rename('Run 15 km');
  await title.fill('Something else');
  await title.press('Escape');
  await expect(milestones).toHaveText(['Run 12 km without stopping', 'Run 15 km', long]);
  await expect(page.getByRole('button', { name: 'More for “Run 15 km”' })).toBeFocused();
  expect((await practice.core.call('goals.get', { id: goal.id })).milestones.map((m) => m.title)).toEqual(['Run 12 km without stopping', 'Run 15 km', long]);
});

async function recordWheel(page: Page, date: string, scores: number[]) {
  await page.getByRole('button', { name: 'Record an assessment' }).click();
  const dialog = page.getByRole('dialog');
  // The template and the date are set: the first score takes the focus.
  await expect(dialog.getByRole('textbox', { name: 'Health' })).toBeFocused();
  await fillDateField(dialog.getByTestId('assessment-date'), date);
  const labels = ['Health', 'Career', 'Money', 'Family and friends', 'Partner and romance', 'Personal growth', 'Fun and recreation', 'Physical environment'];
  for (const [i, label] of labels.entries()) await dialog.getByRole('textbox', { name: label }).fill(String(scores[i]));
  await dialog.getByRole('button', { name: 'Record assessment' }).click();
  await expect(dialog).toBeHidden();
}

test("bg: the list of assessments, notes and all, fits the client page's column in a window 1,000 pixels wide", async ({ page, practice }) => {
  await openPractice(practice.core, 'bg');
  const client = await practice.core.call('clients.create', { fullName: 'Мила Иванова' });
  const [wheel] = await practice.core.call('assessmentTemplates.list', {});
  const scores = Object.fromEntries(WHEEL_KEYS.map((key, i) => [key, (i % 10) + 1]));
  await practice.core.call('assessments.create', { clientId: client.id, templateId: wheel!.id, on: '2026-09-06', scores });
  await practice.core.call('assessments.create', { clientId: client.id, templateId: wheel!.id, on: '2026-11-28', scores, note: 'Справи се добре с изкачванията.' });
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`${practice.url}#/clients/${client.id}`);

  const history = page.getByTestId('assessment-history');
  await expect(history.locator('tbody tr').first()).toContainText('Справи се добре с изкачванията.');
  // The note had a column of its own: the table stood 3 px out of the page, which then scrolled sideways.
  const [table, column] = await Promise.all([history.boundingBox(), page.locator('section[aria-labelledby="client-assessments-title"]').boundingBox()]);
  expect(table!.x + table!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1000);
});

test('record two Wheel of Life assessments, compare them, and rename an area without changing them', async ({ page, practice }, testInfo) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const [wheel] = await practice.core.call('assessmentTemplates.list', {});
  await practice.core.call('goals.create', { clientId: client.id, title: 'Run 10 km', area: { templateId: wheel!.id, areaKey: 'health' } });
  await page.goto(`${practice.url}#/clients/${client.id}`);

  await recordWheel(page, '2026-01-12', [4, 6, 5, 7, 3, 6, 2, 8]);
  await expect(page.getByRole('img', { name: 'Assessment of 12 Jan 2026 with 8 areas; average 5.1 of 10.' })).toBeVisible();
  await recordWheel(page, '2026-03-09', [7, 6, 4, 8, 3, 7, 5, 8]);

  const radar = page.getByRole('img', { name: 'Assessments of 12 Jan 2026 and 9 Mar 2026 over 8 areas; the average went from 5.1 to 6.' });
  await expect(radar).toBeVisible();
  await expect(radar.locator('.recharts-radar')).toHaveCount(2);
  const table = page.getByTestId('comparison-table');
  const health = table.getByRole('row').filter({ hasText: 'Health' });
  await expect(health.getByRole('cell')).toHaveText(['Health', '4', '7', '+3', 'Run 10 km']);
  await expect(table.getByRole('row').filter({ hasText: 'Money' }).getByRole('cell').nth(3)).toHaveText('-1');
  await snap(page, testInfo, 'assessments-01-compare');

  // Rename "Health" in the template: recorded assessments keep the name they were recorded with.
  await page.goto(`${practice.url}#/goals/templates`);
  await page.getByRole('button', { name: 'Edit Wheel of Life' }).click();
  await page.getByRole('textbox', { name: 'Area 1' }).fill('Body and energy');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByTestId('template-card')).toContainText('Body and energy · Career');
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await expect(page.getByTestId('comparison-table').getByRole('row').filter({ hasText: 'Health' })).toBeVisible();
  await expect(page.getByText('Body and energy')).toHaveCount(0);

  // A score typed wrong is corrected, on the areas the assessment was recorded with.
  await page.getByRole('button', { name: 'Edit the assessment of 12 Jan 2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the assessment of 12 Jan 2026' });
  await expect(dialog.getByRole('textbox', { name: 'Health' })).toHaveValue('4');
  await dialog.getByRole('textbox', { name: 'Health' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Scored again after the call');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('comparison-table').getByRole('row').filter({ hasText: 'Health' }).getByRole('cell')).toHaveText(['Health', '5', '7', '+2', 'Run 10 km']);
  const [january] = await practice.core.call('assessments.list', { clientId: client.id });
  expect(january).toMatchObject({ on: '2026-01-12', note: 'Scored again after the call' });
  expect(january!.scores.find((area) => area.key === 'health')?.score).toBe(5);
});

test('in Persian: Jalali dates, Persian digits, time running right to left, wheel labels in Persian', async ({ page, practice }, testInfo) => {
  await openPractice(practice.core, 'fa');
  const client = await practice.core.call('clients.create', { fullName: 'سارا احمدی' });
  await page.goto(`${practice.url}#/goals`);

  await page.getByRole('button', { name: 'هدف تازه' }).click();
  await pickClient(page.getByRole('dialog'), 'مراجع', 'سارا احمدی');
  await page.getByRole('textbox', { name: 'هدف', exact: true }).fill('دویدن ۱۰ کیلومتر');
  await page.getByRole('switch', { name: 'سنجش پیشرفت با یک عدد' }).check();
  await page.getByRole('textbox', { name: 'چه چیزی سنجیده می‌شود' }).fill('طولانی‌ترین دویدن');
  await page.getByRole('textbox', { name: 'واحد' }).fill('کیلومتر');
  await page.getByRole('textbox', { name: 'مقدار شروع' }).fill('2');
  await page.getByRole('textbox', { name: 'مقدار هدف' }).fill('10');
  await snap(page, testInfo, 'goals-05-new-goal-persian');
  await page.getByRole('button', { name: 'ثبت هدف' }).click();
  await expect(page.getByRole('heading', { name: 'دویدن ۱۰ کیلومتر', level: 1 })).toBeVisible();
  const goalId = Number(new URL(page.url()).hash.split('/').pop());
  for (const [on, value] of [['2026-03-02', 3], ['2026-03-23', 5]] as const) await practice.core.call('goals.addCheckIn', { goalId, on, value });
  await page.getByTestId('checkin-value').fill('6');
  await fillDateField(page.getByTestId('checkin-date'), '2026-04-13');
  await page.getByRole('button', { name: 'ثبت پیگیری' }).click();
  await expect(page.getByTestId('checkin-table').locator('tbody tr')).toHaveCount(3);

  // 2 → 6 of 2 → 10 km is half way; the summary speaks Persian with Jalali dates.
  await expect(page.getByText('۵۰٪')).toBeVisible();
  const chart = page.getByRole('img', { name: /^طولانی‌ترین دویدن \(کیلومتر\): ۳ پیگیری از ۱۱ اسفند ۱۴۰۴ تا ۲۴ فروردین ۱۴۰۵/ });
  await expect(chart).toBeVisible();
  const yTicks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  const xTicks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  const yLabels = await yTicks.allTextContents();
  expect(yLabels).toEqual(['۰', '۲', '۴', '۶', '۸', '۱۰', '۱۲']);
  // The value axis stands on the right and time runs right to left: the first date is furthest right.
  const box = (await chart.boundingBox())!;
  expect((await yTicks.first().boundingBox())!.x).toBeGreaterThan(box.x + box.width / 2);
  const dots = await chart.locator('.recharts-line-dots circle').evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('cx'))));
  expect(dots).toHaveLength(3);
  expect(dots[0]!).toBeGreaterThan(dots[2]!);
  expect(await xTicks.first().textContent()).toMatch(/[۰-۹]/);
  // The check-ins fall either side of Nowruz: each date names its year (two "۱۱ اسفند"s a year
  // apart would read alike), set right to left within the chart's text ("مرداد ۱۴۰۴ ۲۹" otherwise).
  for (const label of await xTicks.allTextContents()) expect(label).toMatch(/^\u2067[۰-۹]+ [^۰-۹ ]+ ۱۴۰[۴۵]\u2069$/);

  // The side column's action items: their status and due date are shown whole (they were cut to "انجا…").
  for (const text of ['فرستادن یک جمع‌بندی کوتاه برای کوچ پس از مصاحبه', 'آماده کردن دو دقیقهٔ آغاز ارائه']) {
    const action = await practice.core.call('actions.create', { clientId: client.id, goalId, text, dueOn: '2026-11-30' });
    await practice.core.call('actions.update', { id: action.id, changes: { status: 'done' } });
  }
  await page.reload();
  const linked = page.getByTestId('goal-action');
  await expect(linked).toHaveCount(2);
  for (const label of await linked.locator('.mantine-Badge-label, p').all()) {
    await expect(label).toBeVisible();
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), (await label.textContent())!).toBe(true);
  }
  await expect(linked.first()).toContainText('انجام‌شده');
  await snap(page, testInfo, 'goals-04-goal-page-persian');

  const [wheel] = await practice.core.call('assessmentTemplates.list', {});
  const scores = (values: number[]) => Object.fromEntries(WHEEL_KEYS.map((key, i) => [key, values[i]!]));
  await practice.core.call('assessments.create', { clientId: client.id, templateId: wheel!.id, on: '2026-01-12', scores: scores([4, 6, 5, 7, 3, 6, 2, 8]) });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'ثبت ارزیابی' }).click();
  const dialog = page.getByRole('dialog');
  await fillDateField(dialog.getByTestId('assessment-date'), '2026-03-09');
  for (const [label, score] of [['سلامتی', 7], ['شغل و حرفه', 6], ['پول و امور مالی', 4], ['خانواده و دوستان', 8], ['همسر و رابطهٔ عاطفی', 3], ['رشد فردی', 7], ['تفریح و سرگرمی', 5], ['محیط زندگی', 8]] as const) {
    await dialog.getByRole('textbox', { name: label }).fill(String(score));
  }
  await dialog.getByRole('button', { name: 'ثبت ارزیابی' }).click();
  await expect(dialog).toBeHidden();

  const radar = page.getByRole('img', { name: /^ارزیابی‌های ۲۲ دی ۱۴۰۴ و ۱۸ اسفند ۱۴۰۴ در ۸ حوزه/ });
  await expect(radar).toBeVisible();
  const angleLabels = await radar.locator('.recharts-polar-angle-axis-tick-value').allTextContents();
  expect(angleLabels).toEqual(['سلامتی', 'شغل و حرفه', 'پول و امور مالی', 'خانواده و دوستان', 'همسر و رابطهٔ عاطفی', 'رشد فردی', 'تفریح و سرگرمی', 'محیط زندگی']);
  const radius = await radar.locator('.recharts-polar-radius-axis-tick-value').allTextContents();
  expect(radius.length).toBeGreaterThan(2);
  for (const text of radius) expect(text).toMatch(PERSIAN_DIGITS);
  // Areas run counter-clockwise from the top in Persian: the second area sits left of the first.
  const first = (await radar.getByText('سلامتی').boundingBox())!;
  const second = (await radar.getByText('شغل و حرفه').boundingBox())!;
  expect(second.x + second.width / 2).toBeLessThan(first.x + first.width / 2);
  const health = page.getByTestId('comparison-table').getByRole('row').filter({ hasText: 'سلامتی' });
  await expect(health.getByRole('cell').nth(3)).toHaveText('‎+۳');
  await snap(page, testInfo, 'assessments-02-compare-persian');

  await page.goto(`${practice.url}#/goals/templates`);
  await page.getByRole('button', { name: 'ویرایش چرخ زندگی' }).click();
  await expect(page.getByRole('textbox', { name: 'حوزهٔ ۱' })).toHaveValue('سلامتی');
  await snap(page, testInfo, 'assessments-03-template-editor-persian');
});

test('the practice-wide goals show two hundred at a time by client name, drawn as they scroll into view, and more on asking; the quiet ones counted in full', async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const title = (n: number) => `Goal ${String(n).padStart(3, '0')}`;
  const sixWeeksAgo = new Date(Date.now() - 42 * 86_400_000).toISOString().slice(0, 10);
  for (let n = 1; n <= 202; n++) {
    const goal = await practice.core.call('goals.create', { clientId: client.id, title: title(n) });
    await practice.core.call('goals.addCheckIn', { goalId: goal.id, rating: 5, on: sixWeeksAgo });
  }
  await page.goto(`${practice.url}#/goals`);
  // The page loads 201 rows; the line counts every quiet goal.
  await expect(page.getByTestId('stale-summary')).toHaveText('202 active goals have had no check-in for 30 days or more.');
  const shownLine = page.getByText('The first 200 are shown, by client name.');
  await expect(shownLine).toBeVisible();
  await expect(page.getByRole('link', { name: title(1) })).toBeVisible();
  // Only the rows near the window are in the page: each holds a chart, and a thousand stopped the page.
  expect(await page.getByTestId('goal-row').count()).toBeLessThan(40);
  await shownLine.scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: title(200) })).toBeVisible();
  await expect(page.getByRole('link', { name: title(1) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: title(201) })).toHaveCount(0);

  // The longer list is held until the test lets it go: meanwhile the rows shown are the same
  // list's, neither dimmed nor busy.
  const held = await holdCalls(page, 'goals.list', (input) => (input.limit ?? 0) > 201);
  await page.getByRole('button', { name: 'Show more' }).click();
  await held.asked;
  await expect(page.getByRole('link', { name: title(200) })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  held.release();
  await expect(shownLine).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('link', { name: title(201) })).toBeVisible();
});

test('while the goals of another status load, the goals shown stay, dimmed and marked busy, and give way to the new ones', async ({ page, practice }, testInfo) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  await practice.core.call('goals.create', { clientId: client.id, title: 'Run a 10k' });
  const mentor = await practice.core.call('goals.create', { clientId: client.id, title: 'Find a mentor' });
  await practice.core.call('goals.update', { id: mentor.id, changes: { status: 'achieved' } });
  await page.goto(`${practice.url}#/goals`);
  await expect(page.getByRole('link', { name: 'Run a 10k' })).toBeVisible();

  // The achieved goals' answer is held until the test lets it go: a slow list.
  const held = await holdCalls(page, 'goals.list', (input) => input.status === 'achieved');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Achieved' }).click();
  const busy = page.locator('[aria-busy="true"]');
  await expect(busy.getByRole('link', { name: 'Run a 10k' })).toBeVisible();
  await expect(busy).toHaveCSS('opacity', '0.45');
  await snap(page, testInfo, 'goals-06-other-status-loading', { fullPage: false });

  held.release();
  await expect(page.getByRole('link', { name: 'Find a mentor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Run a 10k' })).toHaveCount(0);
  await expect(busy).toHaveCount(0);
});

test("ticking off a goal's action item elsewhere shows on the goal's page at once, not after its half-minute cache", async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run a 10k' });
  await practice.core.call('actions.create', { clientId: client.id, goalId: goal.id, text: 'Buy running shoes' });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  await expect(page.getByText('Buy running shoes')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // Within the app, as a coach moves: a new page load would start with nothing cached.
  await page.getByRole('link', { name: 'Mila Ivanova' }).first().click();
  await page.getByRole('checkbox', { name: /Buy running shoes/ }).click();
  await expect.poll(async () => (await practice.core.call('actions.list', { clientId: client.id, status: 'all' }))[0]?.status).toBe('done');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/goals/${goal.id}$`));
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
});

test("the goals list leaves a goal's title room in a narrow window: the trend column goes, and comes back in a wide one", async ({ page, practice }) => {
  await openPractice(practice.core, 'ms');
  const client = await practice.core.call('clients.create', { fullName: 'Syafiqah binti Hamid' });
  await practice.core.call('goals.create', { clientId: client.id, title: 'Keyakinan semasa membentang di mesyuarat (1–10)' });
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto(`${practice.url}#/goals`);
  const title = page.getByRole('link', { name: 'Keyakinan semasa membentang di mesyuarat (1–10)' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Trend' })).toBeHidden();
  expect((await page.getByTestId('goal-row').getByRole('cell').first().boundingBox())!.width).toBeGreaterThan(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('columnheader', { name: 'Trend' })).toBeVisible();
  expect((await page.getByTestId('goal-row').getByRole('cell').first().boundingBox())!.width).toBeGreaterThan(200);
});

test("a goal's many check-ins scroll in their table, with a scrollbar saying so", async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run a half marathon', metric: { name: 'Longest run', unit: 'km', baseline: 5, target: 21.1 } });
  for (let month = 1; month <= 12; month++) await practice.core.call('goals.addCheckIn', { goalId: goal.id, on: `2025-${String(month).padStart(2, '0')}-03`, value: 5 + month });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  const table = page.getByTestId('checkin-table');
  await expect(table.locator('tbody tr')).toHaveCount(12);
  // Capped in height with Mantine's `mah`, the table showed 7 of them and no scrollbar: the others looked missing.
  const scroller = page.locator('.mantine-ScrollArea-root').filter({ has: table });
  await expect(scroller.locator('.mantine-ScrollArea-scrollbar[data-orientation="vertical"]')).toBeVisible();
  await table.locator('tbody tr').last().scrollIntoViewIfNeeded();
  await expect(table.locator('tbody tr').last()).toBeInViewport();
});

test.describe('a check-in dated later than today', () => {
  // 21:00 in London on 2 March is already 3 March in Auckland, where the coach is.
  const NOW = '2026-03-02T21:00:00Z';
  test.use({ practiceNow: NOW, timezoneId: 'Pacific/Auckland' });

  test("cannot be picked or typed: the calendar ends at the coach's today, and a later date typed is refused before it is sent", async ({ page, practice }, testInfo) => {
    await page.clock.setFixedTime(NOW);
    await openPractice(practice.core);
    const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
    const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'Run 10 km' });
    await page.goto(`${practice.url}#/goals/${goal.id}`);
    const date = page.getByTestId('checkin-date');
    await expect(date).toHaveAttribute('data-value', '2026-03-03');

    await date.getByRole('button', { name: 'Choose a date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Date' });
    await expect(calendar.getByRole('button', { name: /day, 3 March 2026/ })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /day, 4 March 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await calendar.getByRole('button', { name: /day, 4 March 2026/ }).click({ force: true });
    await expect(date).toHaveAttribute('data-value', '2026-03-03');
    await page.keyboard.press('Escape');

    // A year 9999 would have kept the goal from ever looking quiet.
    await page.getByRole('textbox', { name: 'Self-rating (1–10)' }).fill('6');
    await fillDateField(date, '9999-03-10');
    await expect(date).toContainText('The date cannot be later than today.');
    await expect(page.getByRole('button', { name: 'Record check-in' })).toBeDisabled();
    await snap(page, testInfo, 'goals-checkin-future');

    await fillDateField(date, '2026-03-03');
    await expect(date).not.toContainText('The date cannot be later than today.');
    await page.getByRole('button', { name: 'Record check-in' }).click();
    await expect(page.getByTestId('checkin-table').locator('tbody tr')).toHaveCount(1);
    expect((await practice.core.call('goals.get', { id: goal.id })).checkIns.map((checkIn) => checkIn.on)).toEqual(['2026-03-03']);
  });
});

test('an assessment dated later than today is refused in its form before it is sent', async ({ page, practice }) => {
  await openPractice(practice.core);
  const client = await practice.core.call('clients.create', { fullName: 'Mila Ivanova' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'Record an assessment' }).click();
  const dialog = page.getByRole('dialog');
  const labels = ['Health', 'Career', 'Money', 'Family and friends', 'Partner and romance', 'Personal growth', 'Fun and recreation', 'Physical environment'];
  for (const label of labels) await dialog.getByRole('textbox', { name: label }).fill('5');
  const date = dialog.getByTestId('assessment-date');
  await fillDateField(date, '9999-03-10');
  await expect(date).toContainText('The date cannot be later than today.');
  await expect(dialog.getByRole('button', { name: 'Record assessment' })).toBeDisabled();

  await fillDateField(date, '2026-03-10');
  await expect(date).not.toContainText('The date cannot be later than today.');
  await dialog.getByRole('button', { name: 'Record assessment' }).click();
  await expect(dialog).toBeHidden();
  expect((await practice.core.call('assessments.list', { clientId: client.id })).map((assessment) => assessment.on)).toEqual(['2026-03-10']);
});

test.describe('a check-in dated later than today, in Persian', () => {
  const NOW = '2026-03-02T21:00:00Z'; // 3 March (12 Esfand 1404), 00:30 in Tehran
  test.use({ practiceNow: NOW, timezoneId: 'Asia/Tehran' });

  test('the month grid stays Jalali, its days after today not to be chosen, when a later date was typed', async ({ page, practice }, testInfo) => {
    await page.clock.setFixedTime(NOW);
    await openPractice(practice.core, 'fa');
    const client = await practice.core.call('clients.create', { fullName: 'مینا رضایی' });
    const goal = await practice.core.call('goals.create', { clientId: client.id, title: 'دویدن ۱۰ کیلومتر' });
    await page.goto(`${practice.url}#/goals/${goal.id}`);
    const date = page.getByTestId('checkin-date');
    await fillDateField(date, '2026-03-10');
    await expect(date).toContainText('تاریخ نمی‌تواند بعد از امروز باشد.');
    await date.getByRole('button', { name: 'انتخاب تاریخ' }).click();
    const calendar = page.getByRole('dialog', { name: 'تاریخ' });
    // It showed March's days (today a "۳") under the heading Esfand, once the date typed lay past the limit.
    const today = calendar.getByRole('button', { name: /۱۴۰۴ اسفند ۱۲,/ });
    await expect(today).toHaveText('۱۲');
    await expect(today).not.toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /۱۴۰۴ اسفند ۱۳,/ })).toHaveAttribute('aria-disabled', 'true');
    await snap(page, testInfo, 'goals-checkin-future-persian');
  });
});
