import { luminance } from '@mantine/core';
import type { Locator } from '@playwright/test';
import { contrast, LEAST_CONTRAST } from '../../../src/renderer/src/scheduling/colours';
import { sampleLogo } from '../../../src/core/reports/kit/sample/sample-logo';
import { fillPractice } from '../flows/filled-practice';
import { failCalls } from '../flows/held-calls';
import { PASSPHRASE } from '../flows/vault-flow';
import { FAST_KDF } from '../../unit/support/constants';
import { expect, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF }, colorScheme: 'dark' });

/**
 * An element's colour (`color`, `background-color`, or an SVG text's `fill`) as `rgb(r, g, b)`,
 * whatever CSS wrote it as (color-mix, rgba…): a see-through colour as it shows over the page.
 */
async function rgb(element: Locator, property: 'color' | 'background-color' | 'fill'): Promise<string> {
  return element.evaluate((node, name) => {
    const context = document.createElement('canvas').getContext('2d')!;
    for (const colour of [getComputedStyle(document.body).backgroundColor, getComputedStyle(node).getPropertyValue(name)]) {
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
    }
    return `rgb(${[...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`;
  }, property);
}

/**
 * A red button, not words alone: its fill as it shows over whatever is behind it (the page, a
 * panel, an alert's tint) is red, and its words read at 4.5:1 on that fill.
 */
async function isRedButton(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  const own = await button.evaluate((node) => getComputedStyle(node).backgroundColor);
  // The backdrop of its words is its own fill over what is behind it.
  const { colour: text, backdrop: fill } = await onBackdrop(button);
  // A fill of its own: on an alert's orange tint, words alone took the tint's colour for the button's.
  expect(own, `${await button.textContent()}: its own fill`).not.toBe('rgba(0, 0, 0, 0)');
  const [red, green, blue] = fill.match(/\d+/g)!.map(Number);
  // They were bold near-white words on the page itself, like any other text (14:1, but nothing said "delete").
  expect(red! - Math.max(green!, blue!), `${await button.textContent()}: ${fill}`).toBeGreaterThan(40);
  expect(contrast(luminance(text), luminance(fill)), `${await button.textContent()}: ${text} on ${fill}`).toBeGreaterThanOrEqual(LEAST_CONTRAST);
}

test('in the dark theme, an overdue date under "From last time" reads at 4.5:1 on its panel', async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  const { clientId, pastSessionId } = await fillPractice(practice.core, 'fa');
  const sessions = await practice.core.call('sessions.list', { clientId });
  const next = sessions[sessions.findIndex((session) => session.id === pastSessionId) + 1]!;
  await page.goto(`${practice.url}#/sessions/${next.id}`);
  const panel = page.getByTestId('since-last-time');
  const overdue = panel.getByTestId('action-item').getByText(/مهلت گذشته/);
  await expect(overdue).toBeVisible();
  // On Mantine's dark yellow tint, a saturated brown, it read at 3.8:1.
  expect(contrast(luminance(await rgb(overdue, 'color')), luminance(await rgb(panel, 'background-color')))).toBeGreaterThanOrEqual(LEAST_CONTRAST);
});

test("in the dark theme, the wheel's scale reads at 4.5:1 on the page, its numbers evenly spaced", async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
  const wheel = (await core.call('assessmentTemplates.list', {})).find((template) => template.areas.length === 8)!;
  await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-01-12', scores: Object.fromEntries(wheel.areas.map((area, i) => [area.key, (i % 6) + 2])) });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  const scale = page.locator('.recharts-polar-radius-axis-tick-value');
  // The chart's own ticks were 1, 3, 5, 7, 9 and 10, the last two rings almost one.
  await expect(scale).toHaveText(['1', '4', '7', '10']);
  // In the grid's line colour they read at 2.8:1.
  const body = luminance(await rgb(page.locator('body'), 'background-color'));
  for (const number of await scale.all()) expect(contrast(luminance(await rgb(number, 'fill')), body)).toBeGreaterThanOrEqual(LEAST_CONTRAST);
});

test("in the dark theme, the chosen search hit's second line reads at 4.5:1 on its tint", async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('clients.create', { fullName: 'Tan Kar Mun', email: 'karmun.tan@example.com', tags: ['kesejahteraan'] });
  await page.goto(practice.url);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await page.getByRole('textbox', { name: 'Search' }).fill('tan');
  const hit = page.getByTestId('search-hit').first();
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  const detail = hit.getByText('karmun.tan@example.com');
  // Grey on the row's green: about 3:1.
  expect(contrast(luminance(await rgb(detail, 'color')), luminance(await rgb(hit, 'background-color')))).toBeGreaterThanOrEqual(LEAST_CONTRAST);
});

test("a Wheel of Life comparison's changes read at 4.5:1 on the page, in the dark theme and the light one", async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
  const wheel = (await core.call('assessmentTemplates.list', {})).find((template) => template.areas.length === 8)!;
  const scores = (values: number[]) => Object.fromEntries(wheel.areas.map((area, i) => [area.key, values[i]!]));
  await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-01-12', scores: scores([4, 6, 5, 7, 3, 6, 2, 8]) });
  await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-03-09', scores: scores([7, 6, 4, 8, 3, 7, 5, 8]) });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  const changes = page.getByTestId('comparison-table').locator('tbody tr td:nth-child(4)');
  const up = changes.getByText('+3').first();
  const down = changes.getByText('-1');
  await expect(up).toBeVisible();
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const body = luminance(await rgb(page.locator('body'), 'background-color'));
    // In the dark theme, teal 9 and red 9 read at 3.1:1 and 2.8:1.
    for (const [change, hue] of [[up, 'green'], [down, 'red']] as const) {
      const colour = await rgb(change, 'color');
      expect(contrast(luminance(colour), body), `${scheme} ${await change.textContent()}`).toBeGreaterThanOrEqual(LEAST_CONTRAST);
      // Still a rise in green and a fall in red, not the plain text colour.
      const [red, green] = colour.match(/\d+/g)!.map(Number);
      expect(hue === 'green' ? green! - red! : red! - green!, `${scheme} ${colour}`).toBeGreaterThan(60);
    }
  }
});

test('in the dark theme, "Delete entry" and "Delete goal" are red buttons, their words readable on them', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
  const goal = await core.call('goals.create', { clientId: client.id, title: 'Run 10 km' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'New entry' }).click();
  await isRedButton(page.getByRole('button', { name: 'Delete entry' }));
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  await isRedButton(page.getByRole('button', { name: 'Delete goal' }));
});

test('in the dark theme, a "Completed" client\'s badge stands out from the page as the other statuses do, in Persian', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await core.call('vault.setupConfirm', { recoveryKey });
  await core.call('clients.create', { fullName: 'مینا رضایی', status: 'active' });
  await core.call('clients.create', { fullName: 'سارا احمدی', status: 'completed' });
  await page.goto(`${practice.url}#/clients`);
  const badge = (name: string) => page.getByRole('listitem', { name }).locator('.mantine-Badge-root');
  await expect(badge('سارا احمدی')).toHaveText('پایان‌یافته');
  const body = luminance(await rgb(page.locator('body'), 'background-color'));
  const standsOut = async (name: string) => contrast(luminance(await rgb(badge(name), 'background-color')), body);
  // Its fill was a near-black grey, its text alone on the page (1.2:1; the active client's green 1.3:1).
  expect(await standsOut('سارا احمدی')).toBeGreaterThanOrEqual(await standsOut('مینا رضایی'));
  const completed = badge('سارا احمدی');
  expect(contrast(luminance(await rgb(completed, 'color')), luminance(await rgb(completed, 'background-color')))).toBeGreaterThanOrEqual(LEAST_CONTRAST);
});

test('in the dark theme, deleting a note or assessment template, removing the logo and discarding a kept note are red buttons, their words readable on them', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  await core.call('noteTemplates.create', { name: 'Intake', sections: [{ title: 'Goal', shareable: false }] });
  await core.call('assessmentTemplates.create', { name: 'Career wheel', areas: ['Pay', 'Growth', 'Team'].map((label) => ({ label })) });
  await core.call('settings.setLogo', { logo: { mediaType: 'image/png', data: sampleLogo(64).toString('base64') } });
  await page.goto(`${practice.url}#/settings`);
  await isRedButton(page.getByRole('row', { name: /Intake/ }).getByRole('button', { name: 'Delete' }));
  await isRedButton(page.getByRole('button', { name: 'Remove the logo' }));
  await page.goto(`${practice.url}#/goals/templates`);
  await isRedButton(page.getByRole('button', { name: 'Delete template' }));

  // A note left while its saves are refused (a full disk): the notice above every page, on its orange tint.
  const client = await core.call('clients.create', { fullName: 'Siti Nurhaliza' });
  const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-02T10:00', minutes: 60 });
  await core.call('notes.start', { sessionId: session.id, language: 'en' });
  await page.goto(`${practice.url}#/sessions/${session.id}`);
  await failCalls(page, 'notes.save', 'DISK_FULL');
  await page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true }).click();
  await page.keyboard.type('Wants to lead the Penang office.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'error');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await isRedButton(page.getByRole('alert').filter({ hasText: 'A note could not be saved' }).getByRole('button', { name: 'Discard' }));
});

/**
 * The colour a control's words or icon show in, and what is behind it, each as it shows over the
 * layers under it (the page, a panel, a menu, a row's hover tint).
 */
async function onBackdrop(control: Locator): Promise<{ colour: string; backdrop: string }> {
  return control.evaluate((node) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const paint = (colours: string[]) => {
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return `rgb(${[...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`;
    };
    const layers: string[] = [];
    for (let element: Element | null = node; element; element = element.parentElement) layers.unshift(getComputedStyle(element).backgroundColor);
    const backdrop = paint(layers);
    return { colour: paint([backdrop, getComputedStyle(node).color]), backdrop };
  });
}

/** Reads as `hue` (red or the teal accent), not as the plain text colour, at `least`:1 on what is behind it. */
async function readsAs(control: Locator, hue: 'red' | 'teal', least: number, what: string): Promise<void> {
  await expect(control).toBeVisible();
  const { colour, backdrop } = await onBackdrop(control);
  const [red, green, blue] = colour.match(/\d+/g)!.map(Number);
  // Near-white words (255, 245, 245) or (230, 252, 245) differ from grey by a few units only.
  const tint = hue === 'red' ? red! - Math.max(green!, blue!) : Math.min(green!, blue!) - red!;
  expect(tint, `${what}: ${colour}`).toBeGreaterThan(40);
  expect(contrast(luminance(colour), luminance(backdrop)), `${what}: ${colour} on ${backdrop}`).toBeGreaterThanOrEqual(least);
}

/** WCAG 1.4.11: an icon that is the whole of a control reads at 3:1 on what is behind it. */
const LEAST_ICON_CONTRAST = 3;

test('deleting a check-in, an assessment, a package or an area is a red icon and moving a client to the trash a red menu item, in the dark theme and the light one', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const { clientId, goalId } = await fillPractice(core, 'en');
  await core.call('assessmentTemplates.create', { name: 'Career wheel', areas: ['Pay', 'Growth', 'Team', 'Craft'].map((label) => ({ label })) });
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${practice.url}#/clients/${clientId}`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // In the dark theme they were near-white (255, 245, 245), like the pencil beside them.
    await readsAs(page.getByRole('button', { name: /^Delete the assessment of/ }).first(), 'red', LEAST_ICON_CONTRAST, `${scheme} assessment`);
    await readsAs(page.getByRole('button', { name: 'Delete package' }), 'red', LEAST_ICON_CONTRAST, `${scheme} package`);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const trash = page.getByRole('menuitem', { name: 'Move to trash' });
    // Red 6 in both themes: 4.1:1 on the dark menu, 3.3:1 on the light one.
    await readsAs(trash, 'red', LEAST_CONTRAST, `${scheme} menu item`);
    await trash.hover();
    // Under the pointer, the dark theme's red tint took it down to 2.8:1.
    await expect.poll(async () => (await onBackdrop(trash)).backdrop).not.toBe((await onBackdrop(page.getByRole('menuitem', { name: 'Archive' }))).backdrop);
    await readsAs(trash, 'red', LEAST_CONTRAST, `${scheme} menu item under the pointer`);
    await page.keyboard.press('Escape');

    await page.goto(`${practice.url}#/goals/${goalId}`);
    await readsAs(page.getByRole('button', { name: /^Delete the check-in of/ }).first(), 'red', LEAST_ICON_CONTRAST, `${scheme} check-in`);
    await page.goto(`${practice.url}#/goals/templates`);
    await page.getByRole('button', { name: 'Edit Career wheel' }).click();
    await readsAs(page.getByRole('dialog').getByRole('button', { name: 'Remove Pay' }), 'red', LEAST_ICON_CONTRAST, `${scheme} area`);
  }
});

test('in the dark theme, "Make default", "Edit" and "Copy" read in the teal accent at 4.5:1, not near-white', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  await core.call('noteTemplates.create', { name: 'Intake', sections: [{ title: 'Goal', shareable: false }] });
  await page.goto(`${practice.url}#/settings`);
  const intake = page.getByRole('row', { name: /Intake/ });
  for (const button of [intake.getByRole('button', { name: 'Make default' }), intake.getByRole('button', { name: 'Edit' }), page.getByRole('button', { name: 'Copy' }).first()]) {
    await readsAs(button, 'teal', LEAST_CONTRAST, (await button.textContent())!);
    await button.hover();
    await readsAs(button, 'teal', LEAST_CONTRAST, `${await button.textContent()} under the pointer`);
  }
});
