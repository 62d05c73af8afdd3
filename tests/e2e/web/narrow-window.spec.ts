import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { fillPractice } from '../flows/filled-practice';
import { text } from '../flows/scheduling-flow';
import { PASSPHRASE } from '../flows/vault-flow';
import { FAST_KDF } from '../../unit/support/constants';
import { isoDateOf } from '../../../src/shared/i18n/format';
import type { Language } from '../../../src/shared/languages';
import { expect, type Practice, test } from './fixtures';

/** A small laptop's window: the client and goal pages' side columns are about 200 to 340 px wide. */
test.use({ coreOptions: { kdf: FAST_KDF }, viewport: { width: 1000, height: 700 } });

async function filled(practice: Practice, language: Language) {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  return fillPractice(practice.core, language);
}

/** Whether an element's text is all shown: not cut short with "…", nor running out of its box. */
async function whole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
}

/** Opens a dialog with its button and closes it with Escape. */
async function openAndEscape(page: Page, button: Locator): Promise<void> {
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('in Malay, a new journal entry has room for its title, its save state and its history', async ({ page, practice }) => {
  const { clientId } = await filled(practice, 'ms');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  await page.getByRole('button', { name: text('ms', 'notes.journal.add') }).click();
  const title = page.getByRole('textbox', { name: text('ms', 'notes.journal.entryTitle') });
  await title.fill('Refleksi minggu ini');
  // The box was 26 px wide, "Sejarah" cut to "Sejara" and "✓ Disimpan" on two lines.
  expect((await title.boundingBox())!.width).toBeGreaterThan(150);
  const editor = page.getByTestId('note-editor').filter({ has: title });
  await expect(editor.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const history = editor.getByRole('button', { name: text('ms', 'notes.history.open') });
  expect(await whole(history.locator('.mantine-Button-label'))).toBe(true);
  const saved = editor.getByTestId('save-state');
  expect((await saved.boundingBox())!.height).toBeLessThan(30);
});

test("in Malay, a session's status beside a long name is shown whole", async ({ page, practice }) => {
  await filled(practice, 'ms');
  const client = await practice.core.call('clients.create', { fullName: 'Nur Aisyah binti Abdullah Rahman Shah' });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { session } = await practice.core.call('sessions.create', { clientId: client.id, start: `${isoDateOf(new Date(), zone)}T00:00`, minutes: 30, timeZone: zone });
  await practice.core.call('sessions.setStatus', { id: session.id, status: 'no_show' });
  await page.goto(practice.url);
  const today = page.getByRole('button', { name: 'Nur Aisyah binti Abdullah Rahman Shah' });
  const badge = today.locator('.mantine-Badge-label');
  await expect(badge).toHaveText(text('ms', 'sessions.statuses.no_show'));
  // It shrank to "TELAH D…" beside the name.
  expect(await whole(badge)).toBe(true);
});

test("in Bulgarian, a quiet client's name and the date of their last session are shown whole, one under the other", async ({ page, practice }) => {
  await filled(practice, 'bg');
  const client = await practice.core.call('clients.create', { fullName: 'Георги Иванов Петров' });
  await practice.core.call('sessions.create', { clientId: client.id, start: '2026-08-10T10:00', minutes: 60, timeZone: 'Europe/Sofia' });
  await page.goto(practice.url);
  const quiet = page.getByTestId('dashboard-quiet').getByRole('button', { name: 'Георги Иванов Петров' });
  const lastSeen = quiet.getByText(/^Последна сесия/);
  await expect(lastSeen).toBeVisible();
  // The date took the room beside the name, "Георги Иванов …" over "Последна сесия:" / "10.08.2026 г.".
  expect(await whole(quiet.getByText('Георги Иванов Петров'))).toBe(true);
  expect((await lastSeen.boundingBox())!.height).toBeLessThan(25);
});

test("in Bulgarian, the backups' list fits the page, and a backup's restore dialog opens at the top, on the date it was made", async ({ page, practice }) => {
  await filled(practice, 'bg');
  await practice.core.call('backup.create', {});
  await page.goto(`${practice.url}#/backups`);
  const row = page.getByTestId('backup-list').locator('tbody tr').first();
  await expect(row).toContainText('2 клиенти · 7 сесии');
  // In six columns the table scrolled sideways, "2 клиенти · 7 сесии" on four lines.
  const table = page.locator('.mantine-ScrollArea-viewport').filter({ has: page.getByTestId('backup-list') });
  expect(await whole(table)).toBe(true);
  await row.getByRole('button', { name: text('bg', 'backups.restore.button') }).click();
  const dialog = page.getByRole('dialog', { name: text('bg', 'backups.restore.title') });
  const passphrase = dialog.getByLabel(text('bg', 'backups.restore.passphrase'));
  await expect(passphrase).toBeFocused();
  // It opened scrolled down to the focused passphrase, the backup's date out of sight above.
  const madeOn = dialog.getByRole('row', { name: new RegExp(`^${text('bg', 'backups.restore.madeOn')}`) });
  const header = (await dialog.locator('.mantine-Modal-header').boundingBox())!;
  expect((await madeOn.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('at the smallest window the app allows, the backups\' list fits its card without a sideways scrollbar, in Persian and Bulgarian', async ({ page, practice }) => {
  // src/main/window.ts: minWidth 720.
  await filled(practice, 'fa');
  await page.setViewportSize({ width: 720, height: 520 });
  for (const language of ['fa', 'bg'] as const) {
    await practice.core.call('settings.update', { language });
    await page.goto(`${practice.url}#/backups`);
    const table = page.locator('.mantine-ScrollArea-viewport').filter({ has: page.getByTestId('backup-list') });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    // The table asked for 640 px where the card has about 638: a scrollbar for 2 px, in every language.
    expect(await whole(table), language).toBe(true);
  }
});

test("in Bulgarian, the setup's four steps stand on one line", async ({ page, practice }) => {
  await page.goto(practice.url);
  await page.getByRole('radio', { name: 'Български' }).check();
  await expect(page.getByText(text('bg', 'setup.stepConfirm'))).toBeVisible();
  // "Потвърждение" went onto a line of its own under the other three.
  const tops = await page.locator('.mantine-Stepper-step').evaluateAll((steps) => steps.map((step) => step.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
});

test("in Malay, a goal's new milestone box is wide enough to type in", async ({ page, practice }) => {
  const { goalId } = await filled(practice, 'ms');
  // The narrowest window with the milestones in a side column (page-grid.ts); below it they span the page.
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.goto(`${practice.url}#/goals/${goalId}`);
  const box = page.getByRole('textbox', { name: text('ms', 'goals.milestones.new') });
  // 75 to 90 px, beside its button, in the goal page's side column.
  expect((await box.boundingBox())!.width).toBeGreaterThan(150);
});

test('the focus comes back to the button that opened a document or the schedule dialog, and stays in the form after adding', async ({ page, practice }) => {
  const { pastSessionId } = await filled(practice, 'en');
  await page.goto(`${practice.url}#/sessions/${pastSessionId}`);
  const summary = page.getByRole('button', { name: text('en', 'reports.summaryButton') });
  await openAndEscape(page, summary);
  // The focus fell to the page's body, and the next Tab began again at the window's top.
  await expect(summary).toBeFocused();

  // An action item added with the button (disabled while it adds) leaves the focus in its text box, for the next one.
  const newItem = page.getByRole('textbox', { name: text('en', 'actions.new') });
  await newItem.fill('Book the health check');
  await page.getByRole('button', { name: text('en', 'actions.add'), exact: true }).click();
  await expect(newItem).toHaveValue('');
  await expect(newItem).toBeFocused();

  await page.goto(practice.url);
  const schedule = page.getByRole('button', { name: text('en', 'calendar.schedule') });
  await openAndEscape(page, schedule);
  await expect(schedule).toBeFocused();
});

test("in Malay, the calendar's arrows and Today stay on one line", async ({ page, practice }) => {
  await filled(practice, 'ms');
  await page.goto(`${practice.url}#/calendar`);
  const today = page.getByRole('button', { name: text('ms', 'calendar.views.today'), exact: true });
  const previous = page.getByRole('button', { name: text('ms', 'calendar.hints.previous') });
  // "Hari ini" went under the arrows at 1,000 px.
  const middle = async (button: Locator) => ((box) => box.y + box.height / 2)((await button.boundingBox())!);
  expect(Math.abs((await middle(today)) - (await middle(previous)))).toBeLessThan(4);
});

test("in Bulgarian, a client's page stands in one column in a window too narrow for two", async ({ page, practice }) => {
  const { clientId } = await filled(practice, 'bg');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  const details = (await page.getByRole('heading', { name: text('bg', 'clients.page.details') }).boundingBox())!;
  const upcoming = (await page.getByRole('heading', { name: text('bg', 'clients.page.upcoming') }).boundingBox())!;
  // Two columns by the window's width left the details 280 px: labels on three lines, the email broken in two.
  expect(upcoming.x).toBeCloseTo(details.x, 0);
  expect(upcoming.y).toBeGreaterThan(details.y);
  await page.setViewportSize({ width: 1280, height: 700 });
  await expect.poll(async () => (await page.getByRole('heading', { name: text('bg', 'clients.page.upcoming') }).boundingBox())!.x).toBeGreaterThan(details.x + 300);
});

test("in Persian, the CSV import's buttons stay in sight under its thirteen columns, and a value it refuses reads as it was typed", async ({ page, practice }) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(`${practice.url}#/backups`);
  await page.getByRole('tab', { name: text('fa', 'dataexport.tabs.export') }).click();
  await page.getByRole('button', { name: text('fa', 'dataexport.import.csv') }).click();
  await page.getByTestId('path-input').fill(join(resolve(__dirname, '../../fixtures/csv'), 'broken-rows.csv'));
  await page.getByRole('button', { name: text('fa', 'backups.pathPrompt.use') }).click();
  const wizard = page.getByRole('dialog', { name: text('fa', 'dataexport.wizard.title') });
  const next = wizard.getByRole('button', { name: text('fa', 'dataexport.wizard.next') });
  await next.click();
  await expect(wizard.getByTestId('csv-preview')).toBeAttached();
  // The dialog is taller than the window: "Next" was below the fold, under the preview.
  await expect(next).toBeInViewport({ ratio: 1 });
  await next.click();
  // "2024-02-30" in a Persian sentence read "30-02" on one line and "-2024" on the next.
  await expect(wizard.getByTestId('row-problems').locator('bdi', { hasText: '2024-02-30' })).toHaveCount(1);
});

test("in Bulgarian, a progress report's period and summary keep their boxes in one row when the period is backwards", async ({ page, practice }) => {
  const { clientId } = await filled(practice, 'bg');
  await page.goto(`${practice.url}#/clients/${clientId}`);
  await page.getByRole('button', { name: text('bg', 'reports.progressButton') }).click();
  for (const [field, day] of [['report-from', '01052024'], ['report-to', '01022024']] as const) {
    await page.getByTestId(field).getByRole('spinbutton').first().click();
    await page.keyboard.type(day);
  }
  await expect(page.getByText(text('bg', 'reports.progressForm.backwards'))).toBeVisible();
  const top = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);
  const from = await top(page.getByTestId('report-from').locator('.cd-date__field'));
  // The error under "To" lifted its box 24 px above "From"'s.
  expect(await top(page.getByTestId('report-to').locator('.cd-date__field'))).toBe(from);
  expect(await top(page.getByRole('textbox', { name: text('bg', 'reports.progressForm.summary') }))).toBe(from);
  expect(await top(page.getByRole('dialog').getByRole('button', { name: text('bg', 'reports.progressForm.preview'), exact: true }))).toBe(from);
});

test("in Bulgarian, the day's summaries' password label stands on one line", async ({ page, practice }) => {
  await filled(practice, 'bg');
  await page.goto(`${practice.url}#/reports`);
  const height = async (label: Locator) => (await label.boundingBox())!.height;
  const day = page.getByText(text('bg', 'reports.day.date'), { exact: true }).first();
  // It read "Парола за отваряне на запазения PDF (по" / "желание)".
  expect(await height(page.locator('.mantine-InputWrapper-label', { hasText: 'PDF' }))).toBe(await height(day));
});

test("in Persian, a series session's dialog names its client, keeps Save in sight at the footer's end, beside the session's own buttons, and joins date and time with ،", async ({ page, practice }) => {
  const { clientId } = await filled(practice, 'fa');
  const client = await practice.core.call('clients.get', { id: clientId });
  const sessions = await practice.core.call('sessions.list', { clientId });
  const booked = sessions.filter((session) => session.status === 'scheduled' && session.seriesId !== null).at(-1)!;
  await page.goto(`${practice.url}#/sessions/${booked.id}`);
  await page.getByRole('button', { name: text('fa', 'notes.editSession') }).click();
  const dialog = page.getByRole('dialog', { name: client.fullName });
  await expect(dialog).toBeVisible();
  // The client is not changed here: no disabled picker, hard to read, repeats the name.
  await expect(dialog.getByTestId('session-client')).toHaveCount(0);
  const save = dialog.getByRole('button', { name: text('fa', 'calendar.dialog.save'), exact: true });
  const cancel = dialog.getByRole('button', { name: text('fa', 'calendar.dialog.cancelSession') });
  const [saveBox, cancelBox] = [(await save.boundingBox())!, (await cancel.boundingBox())!];
  // In sight in a dialog taller than the window (it was below the fold), and at the row's end:
  // left of the session's buttons in Persian (Save wrapped to the start, under them, before).
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(700);
  expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(cancelBox.x);
  // Its date and time joined by a Persian comma, not a Latin one drawn on the wrong side.
  await expect(dialog.getByTestId('session-start')).toContainText('،');
  await expect(dialog.getByTestId('session-start')).not.toContainText(',');
});

/** How many lines an element's text takes, from its text's height and its line height. */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
  });
}

test("in Malay, a goal's check-ins keep their figures and headings on one line, and the edit dialog's boxes in one row", async ({ page, practice }) => {
  const { goalId } = await filled(practice, 'ms');
  await page.goto(`${practice.url}#/goals/${goalId}`);
  const table = page.getByTestId('checkin-table');
  // "Nilai (km)" and "Penilaian kendiri" took two lines each above one- and two-digit figures.
  for (const heading of await table.getByRole('columnheader').all()) expect(await lines(heading)).toBeLessThanOrEqual(1);
  await table.getByRole('button', { name: text('ms', 'goals.checkIn.edit').split('{{')[0]!.trim() }).first().click();
  const dialog = page.getByRole('dialog');
  const tops = await Promise.all(
    [dialog.getByTestId('checkin-value'), dialog.getByRole('textbox', { name: text('ms', 'goals.checkIn.rating') }), dialog.getByTestId('checkin-date').locator('.cd-date__field')].map(async (box) => (await box.boundingBox())!.y),
  );
  // The self-rating's label on two lines put its box 20 px below the others.
  expect(new Set(tops).size).toBe(1);
});

test('a window under 992 px folds the navigation into the menu button: out of the Tab order, Escape closes it, and the backups’ Restore is in sight', async ({ page, practice }) => {
  await filled(practice, 'en');
  await practice.core.call('backup.create', {});
  // A 1366-pixel laptop at 150 %, or a window zoomed in.
  await page.setViewportSize({ width: 880, height: 500 });
  await page.goto(practice.url);
  const menu = page.getByRole('button', { name: text('en', 'nav.toggle') });
  const backups = page.getByRole('link', { name: text('en', 'nav.backups') });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(backups).not.toBeInViewport();
  // From the menu button, Tab goes on through the header, never into the folded links.
  await menu.focus();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav') === null)).toBe(true);
  }

  await menu.click();
  await expect(backups).toBeInViewport();
  await backups.focus();
  await page.keyboard.press('Escape');
  await expect(backups).not.toBeInViewport();
  await expect(menu).toBeFocused();
  // A section opened by its shortcut folds it away too.
  await menu.click();
  await page.keyboard.press('Control+2');
  await expect(page.getByRole('heading', { name: text('en', 'nav.clients'), level: 1 })).toBeVisible();
  await expect(backups).not.toBeInViewport();

  await menu.click();
  await backups.click();
  await expect(page.getByRole('heading', { name: text('en', 'nav.backups'), level: 1 })).toBeVisible();
  await expect(backups).not.toBeInViewport();
  // Beside the navigation the table scrolled sideways, Restore past the window's edge.
  const restore = page.getByRole('button', { name: text('en', 'backups.restore.button') }).first();
  const box = (await restore.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(880);
  expect(await page.getByRole('table').first().evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
});

test("in Bulgarian, an action item corrected in the list has its text on a line of its own and its due date whole", async ({ page, practice }) => {
  await filled(practice, 'bg');
  const [item] = (await practice.core.call('actions.list', {})).filter((action) => action.owner === 'client');
  await practice.core.call('actions.update', { id: item!.id, changes: { dueOn: '2026-12-15' } });
  await page.goto(`${practice.url}#/actions`);
  await page.getByRole('button', { name: text('bg', 'actions.more').replace('{{text}}', item!.text) }).click();
  await page.getByRole('menuitem', { name: text('bg', 'actions.edit') }).click();
  const form = page.getByRole('form');
  const box = form.getByRole('textbox', { name: text('bg', 'actions.text') });
  // Beside the date, the owner and two buttons it had 250 px: "…които са ѝ д".
  expect((await box.boundingBox())!.width).toBeGreaterThan((await form.boundingBox())!.width * 0.9);
  expect(await box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  // "15.12.2026 г." showed as "5.12.2026 г.".
  expect(await whole(form.getByTestId('action-due').locator('.cd-date__input'))).toBe(true);
});

test("in Persian, a new goal's buttons stay in sight in a short window, and the client list's sort stands beside its count", async ({ page, practice }) => {
  await filled(practice, 'fa');
  await page.setViewportSize({ width: 880, height: 500 });
  await page.goto(`${practice.url}#/goals`);
  await page.getByRole('button', { name: text('fa', 'goals.newGoal') }).first().click();
  const dialog = page.getByRole('dialog', { name: text('fa', 'goals.form.createTitle') });
  // Below the fold under the date, the metric switch and the area, reached only by scrolling.
  await expect(dialog.getByRole('button', { name: text('fa', 'goals.form.create') })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: text('fa', 'goals.form.cancel') })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');

  await page.goto(`${practice.url}#/clients`);
  const middle = async (locator: Locator) => ((box) => box.y + box.height / 2)((await locator.boundingBox())!);
  // It stood alone on a row of its own under the search and the filters.
  const sort = page.getByRole('combobox', { name: text('fa', 'clients.sort') });
  expect(Math.abs((await middle(sort)) - (await middle(page.getByTestId('client-count'))))).toBeLessThan(4);
});

test("in Bulgarian, the month view shows a client's whole name under the session's time", async ({ page, practice }) => {
  await filled(practice, 'bg');
  await page.goto(`${practice.url}#/calendar`);
  await page.getByRole('button', { name: text('bg', 'calendar.views.month'), exact: true }).click();
  const title = page.locator('.fc-daygrid-event .fc-event-title', { hasText: 'Мила Иванова' }).first();
  await expect(title).toBeVisible();
  // A day's 100 px showed "Мила …" for every session of hers: the name's letters ran past the title's box.
  const nameShown = await title.evaluate((element) => {
    const range = document.createRange();
    range.setStart(element.firstChild!, 0);
    range.setEnd(element.firstChild!, 'Мила Иванова'.length);
    const box = element.getBoundingClientRect();
    return [...range.getClientRects()].every((rect) => rect.right <= box.right + 0.5 && rect.bottom <= box.bottom + 0.5);
  });
  expect(nameShown).toBe(true);
});
