import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Core } from '../../../src/core/core';
import { messages } from '../../../src/shared/i18n/messages';
import type { Language } from '../../../src/shared/languages';
import { snap } from './screenshots';
import { fillDateField } from './date-fields';

/** A message by its key path in one language, so one journey runs in English and Persian. */
export function text(language: Language, path: string, count?: number): string {
  const tree = messages[language] as Record<string, unknown>;
  const parts = path.split('.');
  let node: unknown = tree;
  for (const part of parts) node = (node as Record<string, unknown>)[part];
  if (node === undefined && count !== undefined) {
    const base = parts.slice(0, -1).reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], tree) as Record<string, string>;
    node = base[`${parts.at(-1)}_${new Intl.PluralRules(language).select(count)}`] ?? base[`${parts.at(-1)}_other`];
  }
  if (typeof node !== 'string') throw new Error(`No message ${path} in ${language}`);
  return count === undefined ? node : node.replace(/{{count(, number)?}}/, new Intl.NumberFormat(language).format(count));
}

/** Drags a calendar event to a day column and time slot of the week view. */
async function dragEvent(page: Page, event: ReturnType<Page['locator']>, day: string, time: string): Promise<void> {
  const from = (await event.boundingBox())!;
  const column = (await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox())!;
  const slot = (await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  const target = { x: column.x + column.width / 2, y: slot.y + 6 };
  await page.mouse.move((from.x + target.x) / 2, (from.y + target.y) / 2, { steps: 8 });
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
}

/** From a client's page, opens the schedule dialog and fills in a series (not yet saved); returns the dialog. */
export async function fillSeries(page: Page, language: Language, start: string, every: 'week' | 'month', count: number): Promise<Locator> {
  const m = (path: string) => text(language, path);
  await page.getByRole('button', { name: m('clients.page.schedule') }).click();
  const dialog = page.getByRole('dialog');
  await fillDateField(dialog.getByTestId('session-start'), start);
  await dialog.getByTestId('repeat-select').click();
  await page.getByRole('option', { name: m(`calendar.dialog.repeats.${every}`) }).click();
  await dialog.getByRole('textbox', { name: m('calendar.dialog.count'), exact: true }).fill(String(count));
  return dialog;
}

/**
 * The scheduling journey in one language: create a client, schedule a weekly series, drag
 * one occurrence to another day, cancel the following ones, and check that the dashboard
 * and the calendar show the same week. "Today" is Monday 2 March 2026, 09:00 in Sofia.
 */
export async function schedulingJourney(page: Page, testInfo: TestInfo, core: Core, language: Language, clientName: string): Promise<void> {
  const m = (path: string, count?: number) => text(language, path, count);
  await page.getByRole('link', { name: m('nav.clients'), exact: true }).click();
  // The list's own New client (an empty list offers one more, once it has loaded).
  await page.getByRole('link', { name: m('clients.add') }).first().click();
  await page.getByLabel(m('clients.form.fullName')).fill(clientName);
  await page.getByLabel(m('clients.form.email')).fill('client@example.com');
  await page.getByRole('combobox', { name: m('clients.form.tags') }).fill('career');
  await page.getByRole('combobox', { name: m('clients.form.tags') }).press('Enter');
  await snap(page, testInfo, `${language}-01-client-form`);
  await page.getByRole('button', { name: m('clients.form.save') }).click();
  await expect(page.getByRole('heading', { name: clientName, level: 1 })).toBeVisible();

  const dialog = await fillSeries(page, language, '2026-03-03T10:00', 'week', 6);
  await snap(page, testInfo, `${language}-02-schedule-series`);
  await dialog.getByRole('button', { name: m('calendar.dialog.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('upcoming-sessions').getByRole('button')).toHaveCount(6);
  await snap(page, testInfo, `${language}-03-client-page`);

  const client = (await core.call('clients.list', { search: clientName })).items[0]!;
  const sessions = await core.call('sessions.list', { clientId: client.id });
  expect(sessions).toHaveLength(6);

  // An overlapping booking is warned about before saving.
  await page.getByRole('button', { name: m('clients.page.schedule') }).click();
  await fillDateField(dialog.getByTestId('session-start'), '2026-03-10T10:30');
  await expect(dialog.getByTestId('conflict-warning')).toContainText(clientName);
  await expect(dialog.getByRole('button', { name: m('calendar.dialog.saveAnyway') })).toBeVisible();
  await snap(page, testInfo, `${language}-04-overlap-warning`);
  // The start was typed: closing asks before throwing it away.
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: m('unsaved.discard') }).click();

  await page.getByRole('link', { name: m('nav.calendar') }).click();
  const firstEvent = page.locator('.fc-timegrid-event', { hasText: clientName }).first();
  await expect(firstEvent).toBeVisible();
  await dragEvent(page, firstEvent, '2026-03-04', '11:00:00');
  await page.getByRole('button', { name: m('calendar.scope.this') }).click();
  await expect.poll(async () => (await core.call('sessions.get', { id: sessions[0]!.id })).start).toBe('2026-03-04T09:00:00.000Z');
  await expect(page.locator('td.fc-timegrid-col[data-date="2026-03-04"] .fc-timegrid-event', { hasText: clientName })).toBeVisible();
  await snap(page, testInfo, `${language}-05-calendar-after-drag`);

  // Clicking an empty slot opens the schedule dialog at that time (once the scope dialog has
  // closed: while it fades out, its overlay takes the click).
  await expect(dialog).toBeHidden();
  const column = (await page.locator('td.fc-timegrid-col[data-date="2026-03-05"]').boundingBox())!;
  const slot = (await page.locator('td.fc-timegrid-slot-lane[data-time="14:00:00"]').boundingBox())!;
  await page.mouse.click(column.x + column.width / 2, slot.y + 5);
  await expect(dialog.getByTestId('session-start')).toHaveAttribute('data-value', '2026-03-05T14:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.locator('.fc-forward-button').click();
  await page.locator('.fc-forward-button').click();
  await page.locator('.fc-timegrid-event', { hasText: clientName }).first().click();
  // "Late" is ticked for this session alone, then the scope widened: the tick no longer shows, and
  // the following sessions are not cancelled late (which would use their credits).
  await dialog.getByLabel(m('calendar.dialog.lateCancel')).check();
  await dialog.getByLabel(m('calendar.scope.following')).check();
  await expect(dialog.getByLabel(m('calendar.dialog.lateCancel'))).toBeHidden();
  await dialog.getByRole('button', { name: m('calendar.dialog.cancelSession') }).click();
  await expect(dialog).toBeHidden();
  const after = await core.call('sessions.list', { clientId: client.id });
  expect(after.map((s) => s.status)).toEqual(['scheduled', 'scheduled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
  await expect(page.locator('.fc-event.session-cancelled', { hasText: clientName })).toHaveCount(1);
  await snap(page, testInfo, `${language}-06-calendar-cancelled`);

  // The dashboard's coming week is what the calendar shows for it.
  await page.getByRole('link', { name: m('nav.dashboard') }).click();
  const next = page.getByTestId('dashboard-next');
  await expect(next.getByRole('button')).toHaveCount(1);
  await expect(next.getByRole('button', { name: clientName })).toBeVisible();
  const board = await core.call('dashboard.get', { timeZone: 'Europe/Sofia' });
  expect(board.nextDays.map((s) => s.id)).toEqual([sessions[0]!.id]);
  await snap(page, testInfo, `${language}-07-dashboard`);
  await next.getByRole('button', { name: clientName }).click();
  await expect(dialog.getByTestId('session-start')).toHaveAttribute('data-value', '2026-03-04T11:00');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: m('nav.calendar') }).click();
  await page.locator('.fc-listWeek-button').click();
  await expect(page.locator('.fc-list-event', { hasText: clientName })).toHaveCount(1);
  await snap(page, testInfo, `${language}-08-agenda`);

  // A session booked by mistake can be deleted (after a confirmation), not just cancelled.
  await page.locator('.fc-list-event', { hasText: clientName }).click();
  await dialog.getByRole('button', { name: m('sessions.statuses.scheduled') }).click();
  await page.getByRole('menuitem', { name: m('calendar.dialog.delete') }).click();
  const confirm = page.getByRole('dialog', { name: m('calendar.dialog.delete') });
  await confirm.getByRole('button', { name: m('calendar.dialog.delete') }).click();
  await expect(page.getByText(m('calendar.dialog.deleted', 1))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await core.call('sessions.list', { clientId: client.id })).length).toBe(5);
  await expect(page.locator('.fc-list-event', { hasText: clientName })).toHaveCount(0);
}
