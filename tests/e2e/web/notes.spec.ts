import type { Page } from '@playwright/test';
import type { Language } from '../../../src/shared/languages';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';
import { fillDateField } from '../flows/date-fields';
import { failCalls, holdCalls } from '../flows/held-calls';
import { docFromText } from '../../../src/shared/contract';

/** A practice in `language` with one client and two weekly sessions (the scheduling screens are built elsewhere). */
async function practiceWithSessions(practice: Practice, language: Language, clientName: string) {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  const client = await practice.core.call('clients.create', { fullName: clientName, timeZone: 'Asia/Tehran' });
  const { session: first } = await practice.core.call('sessions.create', { clientId: client.id, start: '2026-03-02T10:00', minutes: 60, timeZone: 'Asia/Tehran' });
  const { session: next } = await practice.core.call('sessions.create', { clientId: client.id, start: '2026-03-09T10:00', minutes: 60, timeZone: 'Asia/Tehran' });
  return { client, first, next };
}

async function waitUntilSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
}

/**
 * A note typed while its saves are refused (a full disk), then left for the dashboard: the
 * window keeps its text. Returns the notice that says so; saves stay refused until `unrouteAll`.
 */
async function leaveUnsavedNote(page: Page, practice: Practice, sessionId: number) {
  await practice.core.call('notes.start', { sessionId, language: 'en' });
  await page.goto(`${practice.url}#/sessions/${sessionId}`);
  await failCalls(page, 'notes.save', 'DISK_FULL');
  await page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true }).click();
  await page.keyboard.type('Wants to lead the Penang office.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'error');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  return page.getByRole('alert').filter({ hasText: 'A note could not be saved' });
}

test('a GROW note in Persian is kept across a reload, and an older version is restored', async ({ page, practice }, testInfo) => {
  // A long journey with full-page screenshots: 48–57 s on CI, and once over the default minute.
  test.setTimeout(150_000);
  const { first } = await practiceWithSessions(practice, 'fa', 'مینا رضایی');
  await page.goto(`${practice.url}#/sessions/${first.id}`);

  await expect(page.getByRole('heading', { name: 'مینا رضایی' })).toBeVisible();
  await expect(page.getByTestId('template-select')).toHaveValue('مدل GROW');
  await page.getByRole('button', { name: 'آغاز یادداشت' }).click();

  const goal = page.getByRole('textbox', { name: 'هدف', exact: true });
  await goal.click();
  await page.keyboard.type('می‌خواهم میان کار و زندگی تعادل بهتری داشته باشم.');
  const reality = page.getByRole('textbox', { name: 'واقعیت', exact: true });
  await reality.click();
  await page.keyboard.type('هفته‌ای شصت ساعت کار می‌کند و ورزش را کنار گذاشته است.');
  // Made shareable after typing: the text stays with it.
  await page.getByTestId('note-section').nth(1).getByText('قابل اشتراک').click();
  await waitUntilSaved(page);
  // Persian paragraphs lay themselves out right to left inside the editor.
  await expect(goal.locator('p').first()).toHaveAttribute('dir', 'auto');
  expect(await goal.locator('p').first().evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');
  await snap(page, testInfo, 'notes-01-grow-note-persian');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'هدف', exact: true })).toContainText('می‌خواهم میان کار و زندگی تعادل بهتری داشته باشم.');
  await expect(page.getByRole('textbox', { name: 'واقعیت', exact: true })).toContainText('شصت ساعت');
  const sections = page.getByTestId('note-section');
  await expect(sections).toHaveCount(4);
  await expect(sections.nth(0)).toHaveAttribute('data-shareable', 'true');
  await expect(sections.nth(1)).toHaveAttribute('data-shareable', 'true');
  await expect(sections.nth(2)).toHaveAttribute('data-shareable', 'false');

  // Leaving the note and coming back starts a new revision; then the Goal is rewritten.
  await page.getByRole('link', { name: 'مینا رضایی' }).click();
  await expect(page.getByRole('heading', { name: 'دفتر روزانه' })).toBeVisible();
  await page.goBack();
  const goalAgain = page.getByRole('textbox', { name: 'هدف', exact: true });
  await goalAgain.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('فقط کار کمتر.');
  await waitUntilSaved(page);

  await page.getByRole('button', { name: 'تاریخچه' }).click();
  const revisions = page.getByTestId('revision');
  await expect(revisions).toHaveCount(2);
  await revisions.nth(1).click();
  await expect(page.getByTestId('revision-preview')).toContainText('تعادل بهتری');
  await snap(page, testInfo, 'notes-02-history-persian');
  await page.getByRole('button', { name: 'بازگرداندن این نسخه' }).click();
  // The editor, not the read-only preview that may still be closing.
  const goalRestored = page.getByTestId('note-editor').getByRole('textbox', { name: 'هدف', exact: true });
  await expect(goalRestored).toContainText('تعادل بهتری');
  await expect(goalRestored).not.toContainText('فقط کار کمتر');
  await page.getByRole('button', { name: 'تاریخچه' }).click();
  await expect(page.getByTestId('revision')).toHaveCount(3);
});

test('in Persian, an action item agreed in a session is at the top of the next one, is carried forward and is found by search', async ({ page, practice }, testInfo) => {
  // A long journey with full-page screenshots: 48–57 s on CI, and once over the default minute.
  test.setTimeout(150_000);
  const { client, first, next } = await practiceWithSessions(practice, 'fa', 'مینا رضایی');
  await page.goto(`${practice.url}#/sessions/${first.id}`);

  // An action item agreed in this session…
  await page.getByLabel('اقدام تازه').fill('هر روز ده دقیقه پیاده‌روی');
  await fillDateField(page.getByTestId('action-due'), '2026-03-06');
  // The date field's label is level with the text field's beside it: a gap of its own once put it
  // 2.9 px higher. Read at the labels' middles: Mantine's is an inline block 2 px down its line.
  const labelMiddle = async (text: string) => {
    const box = (await page.getByText(text, { exact: true }).first().boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(Math.abs((await labelMiddle('مهلت')) - (await labelMiddle('اقدام تازه')))).toBeLessThan(1);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page.getByTestId('action-item')).toContainText('هر روز ده دقیقه پیاده‌روی');

  // …is at the top of the next session's note, to tick off or carry forward.
  await page.goto(`${practice.url}#/sessions/${next.id}`);
  const since = page.getByTestId('since-last-time');
  await expect(since).toContainText('هر روز ده دقیقه پیاده‌روی');
  await expect(since).toContainText('مهلت گذشته از');
  await snap(page, testInfo, 'notes-03-since-last-time-persian');
  await since.getByRole('button', { name: 'انتقال به این جلسه' }).click();
  await fillDateField(page.getByTestId('carry-due'), '2026-03-13');
  await page.getByRole('button', { name: 'انتقال به این جلسه' }).last().click();
  await expect(since).toBeHidden();
  await expect(page.getByRole('region', { name: 'توافق‌های این جلسه' })).toContainText('۱ بار به جلسهٔ بعد منتقل شده');

  // Ctrl/Cmd+K, typed without the half-space, finds it and opens it.
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await expect(page.getByRole('heading', { name: 'مینا رضایی', level: 1 })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  const searchBox = page.getByRole('textbox', { name: 'جستجو' });
  await expect(searchBox).toBeFocused();
  await searchBox.fill('پیادهروی');
  await expect(searchBox).toHaveValue('پیادهروی');
  const hit = page.getByTestId('search-hit').filter({ hasText: 'هر روز ده دقیقه' });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark')).toHaveText('پیاده‌روی');
  await expect(page.getByRole('group', { name: 'اقدام‌ها' })).toBeVisible();
  await snap(page, testInfo, 'notes-04-search-persian');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/sessions/${next.id}$`));
  await expect(page.getByRole('region', { name: 'توافق‌های این جلسه' })).toContainText('هر روز ده دقیقه پیاده‌روی');

  await page.getByRole('link', { name: 'اقدام‌ها' }).click();
  await expect(page.getByTestId('action-item')).toContainText('مراجع');
  await snap(page, testInfo, 'notes-05-actions-persian');
  await page.getByRole('link', { name: 'تنظیمات' }).click();
  await expect(page.getByTestId('template-row').first()).toContainText('هدف، واقعیت، گزینه‌ها، اراده');
  await snap(page, testInfo, 'notes-06-templates-persian');
});

test('in English: a journal entry, the practice-wide action items, a template of my own, and search from inside a note', async ({ page, practice }, testInfo) => {
  // A long journey with full-page screenshots: 48–57 s on CI, and once over the default minute.
  test.setTimeout(150_000);
  const { client, first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const note = await practice.core.call('notes.start', { sessionId: first.id, language: 'en' });
  await practice.core.call('actions.create', { clientId: client.id, text: 'Update the CV', dueOn: '2026-03-05', sessionId: first.id });
  await practice.core.call('actions.create', { clientId: client.id, text: 'Send the values exercise', owner: 'coach' });

  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'New entry' }).click();
  // Opened to be written in: the text takes the focus.
  await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toBeFocused();
  await page.getByLabel('Title (optional)').fill('Phone call');
  await page.getByRole('textbox', { name: 'Notes', exact: true }).click();
  await page.keyboard.type('Called after the interview: confident, wants to negotiate the salary.');
  await waitUntilSaved(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('journal-entry')).toContainText('confident, wants to negotiate');
  await snap(page, testInfo, 'notes-07-client-notes-english');

  await page.getByRole('link', { name: 'Action items' }).click();
  const items = page.getByTestId('action-item');
  await expect(items.first()).toContainText('Update the CV');
  await expect(items.first()).toContainText('Overdue since');
  await snap(page, testInfo, 'notes-08-actions-english');
  await items.first().getByRole('checkbox').click();
  await expect(items.filter({ hasText: 'Update the CV' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('row', { name: /GROW/ }).getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Career GROW');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section heading' }).last().fill('Homework');
  await page.getByRole('button', { name: 'Save template' }).click();
  await page.getByRole('row', { name: /Career GROW/ }).getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByRole('row', { name: /Career GROW/ })).toContainText('Default');
  await snap(page, testInfo, 'notes-09-templates-english');
  // Deleting one asks first; a copy kept for the question, then deleted.
  await page.getByRole('row', { name: /GROW/ }).first().getByRole('button', { name: 'Copy' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Spare GROW');
  await page.getByRole('button', { name: 'Save template' }).click();
  const spare = page.getByRole('row', { name: /Spare GROW/ });
  await spare.getByRole('button', { name: 'Delete' }).click();
  const asked = page.getByRole('dialog', { name: 'Delete template' });
  await expect(asked).toContainText('Delete the template “Spare GROW”? Notes written with it stay as they are.');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(spare).toBeVisible();
  await spare.getByRole('button', { name: 'Delete' }).click();
  await asked.getByRole('button', { name: 'Delete' }).click();
  await expect(spare).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Career GROW/ })).toBeVisible();

  // Search opens with Ctrl/Cmd+K even while writing in a note.
  await page.goto(`${practice.url}#/sessions/${first.id}`);
  expect(note.sections.map((s) => s.title)).toEqual(['Goal', 'Reality', 'Options', 'Will']);
  await page.getByRole('textbox', { name: 'Goal', exact: true }).click();
  await page.keyboard.press('ControlOrMeta+K');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Search' }).fill('negot');
  await expect(page.getByRole('group', { name: 'Journal entries' })).toContainText('Phone call');
  await snap(page, testInfo, 'notes-10-search-english');
  await page.getByTestId('search-hit').first().click();
  await expect(page.getByLabel('Title (optional)')).toHaveValue('Phone call');
});

test('an action item is reworded, given a due date and handed to the coach, from the client page', async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Nadia Rahman');
  await practice.core.call('actions.create', { clientId: client.id, text: 'Draft the pitch' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await page.getByRole('button', { name: 'More for “Draft the pitch”' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit “Draft the pitch”' });
  const text = form.getByRole('textbox', { name: 'Action item' });
  await expect(text).toHaveValue('Draft the pitch');
  await text.fill('Draft the pitch and send it to two mentors');
  await fillDateField(form.getByTestId('action-due'), '2026-04-10');
  await form.getByText('Coach').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Draft the pitch and send it to two mentors')).toBeVisible();
  const [item] = await practice.core.call('actions.list', { clientId: client.id });
  expect(item).toMatchObject({ text: 'Draft the pitch and send it to two mentors', dueOn: '2026-04-10', owner: 'coach' });
});

test('the practice-wide action items show two hundred at a time by due date, drawn as they scroll into view, and more on asking', async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Nadia Rahman');
  const due = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  for (let day = 0; day < 201; day++) await practice.core.call('actions.create', { clientId: client.id, text: `Item due ${due(day)}`, dueOn: due(day) });
  await page.goto(`${practice.url}#/actions`);
  const shownLine = page.getByText('The first 200 are shown, by due date.');
  await expect(shownLine).toBeVisible();
  await expect(page.getByText(`Item due ${due(0)}`)).toBeVisible();
  // Only the rows near the window are in the page: a thousand rows took seconds to draw.
  expect(await page.getByTestId('action-item').count()).toBeLessThan(60);
  await shownLine.scrollIntoViewIfNeeded();
  await expect(page.getByText(`Item due ${due(199)}`)).toBeVisible();
  await expect(page.getByText(`Item due ${due(0)}`)).toHaveCount(0);
  await expect(page.getByText(`Item due ${due(200)}`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(shownLine).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText(`Item due ${due(200)}`)).toBeVisible();

  // Another view's answer held: the items shown stay until it comes, marked busy.
  const held = await holdCalls(page, 'actions.list', (input) => input.status === 'all');
  await page.getByText('All', { exact: true }).click();
  await held.asked;
  const busy = page.locator('[aria-busy="true"]');
  await expect(busy.getByTestId('action-item').first()).toBeVisible();
  held.release();
  await expect(busy).toHaveCount(0);
});

test('a note started on one session stays with it when the page moves on to another session', async ({ page, practice }) => {
  const { first, next } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const earlier = await practice.core.call('notes.start', { sessionId: first.id, language: 'en' });
  const sections = earlier.sections.map((section, i) => (i === 0 ? { ...section, content: docFromText('Wants a new role by summer.') } : section));
  await practice.core.call('notes.save', { id: earlier.id, sections, baseVersion: earlier.version });
  const goal = page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true });

  await page.goto(`${practice.url}#/sessions/${first.id}`);
  await expect(goal).toContainText('Wants a new role by summer.');
  // Moving within the app (as a link does): the session page stays mounted, its id changes.
  await page.evaluate((id) => (location.hash = `#/sessions/${id}`), next.id);
  await page.getByRole('button', { name: 'Start note' }).click();
  await expect(goal).toBeFocused();
  await goal.click();
  await page.keyboard.type('Interview on Friday.');
  await waitUntilSaved(page);

  await page.evaluate((id) => (location.hash = `#/sessions/${id}`), first.id);
  await expect(goal).toContainText('Wants a new role by summer.');
  await expect(goal).not.toContainText('Interview on Friday.');
  const stored = await practice.core.call('notes.forSession', { sessionId: first.id });
  expect(JSON.stringify(stored?.sections)).toContain('Wants a new role by summer.');
  expect(JSON.stringify(stored?.sections)).not.toContain('Interview on Friday.');
});

test("locking from the shell's menu saves the sentence being typed first", async ({ page, practice }) => {
  const { first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  await practice.core.call('notes.start', { sessionId: first.id, language: 'en' });
  await page.goto(`${practice.url}#/sessions/${first.id}`);
  await page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true }).click();
  await page.keyboard.type('Asked for a raise.');
  // As the menu's Lock now does, well before the autosave's moment.
  practice.core.events.emit('vault.lockRequested', {});

  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();
  await practice.core.call('vault.unlock', { passphrase: PASSPHRASE });
  const note = await practice.core.call('notes.forSession', { sessionId: first.id });
  expect(JSON.stringify(note?.sections)).toContain('Asked for a raise.');
});

test('a date picker starts the week on the day chosen in the settings, as the calendar does', async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  await practice.core.call('settings.update', { weekStart: 'sunday' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  // The new action item's due date.
  await page.getByRole('button', { name: 'Choose a date' }).first().click();
  // The month's second week is whole whatever today is: Sunday to Saturday (today's day is named "Today, …").
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toHaveAccessibleName(/^(Today, )?Sunday, .* Saturday, [^,]+$/);
});

test('a change that fails where there is no room for a message (a menu item) says why in a notification', async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Nadia Rahman');
  await practice.core.call('actions.create', { clientId: client.id, text: 'Draft the pitch' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await failCalls(page, 'actions.update', 'DISK_FULL');
  await page.getByRole('button', { name: 'More for “Draft the pitch”' }).click();
  await page.getByRole('menuitem', { name: 'Drop' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The disk is full. Free some space and try again; nothing was changed.' })).toBeVisible();
  const [item] = await practice.core.call('actions.list', { clientId: client.id });
  expect(item!.status).toBe('open');
});

test('deleting an action item asks first: Cancel keeps it, Delete deletes it', async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Nadia Rahman');
  await practice.core.call('actions.create', { clientId: client.id, text: 'Draft the pitch' });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  const dialog = page.getByRole('dialog', { name: 'Delete the action item' });
  for (const answer of ['Cancel', 'Delete']) {
    await page.getByRole('button', { name: 'More for “Draft the pitch”' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(dialog).toContainText('Delete the action item “Draft the pitch”? This cannot be undone.');
    await dialog.getByRole('button', { name: answer, exact: true }).click();
    await expect(dialog).toBeHidden();
    if (answer === 'Cancel') expect(await practice.core.call('actions.list', { clientId: client.id })).toHaveLength(1);
  }
  await expect(page.getByTestId('action-item')).toHaveCount(0);
  expect(await practice.core.call('actions.list', { clientId: client.id })).toEqual([]);
});

test('Lock now waits for a note that could not be saved, and says so instead of losing its text', async ({ page, practice }) => {
  const { first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  await practice.core.call('notes.start', { sessionId: first.id, language: 'en' });
  await page.goto(`${practice.url}#/sessions/${first.id}`);
  await failCalls(page, 'notes.save', 'DISK_FULL');
  const goal = page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true });
  await goal.click();
  await page.keyboard.type('Asked for a raise.');
  await page.getByRole('button', { name: 'Lock now' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'A note could not be saved, so the practice was not locked' })).toBeVisible();
  await expect(goal).toContainText('Asked for a raise.');
  expect(practice.core.vault.isUnlocked).toBe(true);

  // The disk has room again: the note is saved as the practice locks.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();
  await practice.core.call('vault.unlock', { passphrase: PASSPHRASE });
  const note = await practice.core.call('notes.forSession', { sessionId: first.id });
  expect(JSON.stringify(note?.sections)).toContain('Asked for a raise.');
});

test('a note that cannot be saved when the practice locks itself keeps its text, and saves it once unlocked', async ({ page, practice }) => {
  const { first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  await practice.core.call('notes.start', { sessionId: first.id, language: 'en' });
  await page.goto(`${practice.url}#/sessions/${first.id}`);
  await failCalls(page, 'notes.save', 'DISK_FULL');
  await page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true }).click();
  await page.keyboard.type('Asked for a raise.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'error');
  // As the idle timer does: the core locks, whatever the page holds.
  practice.core.vault.lock('idle');
  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();

  // The disk has room again.
  await page.unrouteAll();
  await page.getByRole('textbox', { name: 'Passphrase' }).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  // The session's page opens again, with the text that was typed, and saves it.
  await expect(page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true })).toContainText('Asked for a raise.');
  await waitUntilSaved(page);
  const note = await practice.core.call('notes.forSession', { sessionId: first.id });
  expect(JSON.stringify(note?.sections)).toContain('Asked for a raise.');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveCount(0);
});

test('leaving a note that cannot be saved keeps its text and says where it is; opening the note saves it', async ({ page, practice }, testInfo) => {
  const { first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const notice = await leaveUnsavedNote(page, practice, first.id);
  await expect(notice).toContainText('Wants to lead the Penang office.');
  await snap(page, testInfo, 'notes-07-kept-draft');
  await page.unrouteAll();
  await notice.getByRole('link', { name: 'Open the note' }).click();
  await expect(page.getByTestId('note-editor').getByRole('textbox', { name: 'Goal', exact: true })).toContainText('Wants to lead the Penang office.');
  await waitUntilSaved(page);
  await expect(notice).toHaveCount(0);
  const note = await practice.core.call('notes.forSession', { sessionId: first.id });
  expect(JSON.stringify(note?.sections)).toContain('Wants to lead the Penang office.');
});

test('closing the window while a note cannot be saved asks first, and keeps the window when the coach says so', async ({ page, practice }) => {
  const { first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const asked: string[] = [];
  // Dismissing the browser's "Leave site?" keeps the page.
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  const closeWindow = () => page.close({ runBeforeUnload: true });
  const notice = await leaveUnsavedNote(page, practice, first.id);
  await closeWindow();
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(notice).toContainText('Wants to lead the Penang office.');

  // In the open editor, whose last save failed, too.
  await notice.getByRole('link', { name: 'Open the note' }).click();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'error');
  await closeWindow();
  await expect.poll(() => asked).toHaveLength(2);
  expect(page.isClosed()).toBe(false);

  // Saved once the disk has room: closing asks nothing.
  await page.unrouteAll();
  await waitUntilSaved(page);
  await closeWindow();
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toHaveLength(2);
});

test('a note kept unsaved goes with its client when the trash is emptied', async ({ page, practice }) => {
  const { client, first } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const notice = await leaveUnsavedNote(page, practice, first.id);
  await expect(notice).toBeVisible();

  await practice.core.call('clients.trash', { id: client.id });
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await page.locator('label', { hasText: 'Trash' }).click();
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an overdue action item carried forward with its date cleared has no date, not the old one', async ({ page, practice }) => {
  const { client, first, next } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  await practice.core.call('actions.create', { clientId: client.id, sessionId: first.id, text: 'Draft the pitch', dueOn: '2026-03-06' });
  await page.goto(`${practice.url}#/sessions/${next.id}`);
  const since = page.getByTestId('since-last-time');
  await since.getByRole('button', { name: 'Carry forward' }).click();
  const due = page.getByTestId('carry-due');
  await expect(due).toHaveAttribute('data-value', '2026-03-06');
  // Backspace empties a segment, then steps back to the one before it.
  await due.getByRole('spinbutton').last().focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
  await expect(due).not.toHaveAttribute('data-value', /\d/);
  await page.getByRole('button', { name: 'Carry to this session' }).click();
  await expect(since).toBeHidden();
  const [item] = await practice.core.call('actions.list', { clientId: client.id });
  expect(item).toMatchObject({ sessionId: next.id, dueOn: null });
});

test("a journal entry stops at the note's limits (a 200-character title, 50 sections) instead of failing every save", async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const entry = await practice.core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-03-04', language: 'en' });
  const sections = Array.from({ length: 50 }, (_, i) => ({ id: `s${i}`, title: `Part ${i + 1}`, shareable: false, content: docFromText('') }));
  await practice.core.call('notes.save', { id: entry.id, sections, baseVersion: entry.version });
  await page.goto(`${practice.url}#/clients/${client.id}?entry=${entry.id}`);

  const editor = page.getByTestId('note-editor');
  // Fifty rich-text editors take a while to draw on a busy machine.
  await expect(editor.getByRole('button', { name: 'Add section' })).toBeDisabled({ timeout: 30_000 });
  // Pasted, as a long title would be: the field keeps the first 200.
  await editor.getByRole('textbox', { name: 'Title (optional)' }).fill('A'.repeat(210));
  await expect(editor.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('A'.repeat(200));
  await waitUntilSaved(page);
  expect((await practice.core.call('notes.get', { id: entry.id })).title).toBe('A'.repeat(200));
});

test("a search hit on a journal entry opens it, also from that client's own page", async ({ page, practice }) => {
  const { client } = await practiceWithSessions(practice, 'en', 'Siti Nurhaliza');
  const entry = await practice.core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-03-04', title: 'Phone call', language: 'en' });
  await practice.core.call('notes.save', { id: entry.id, sections: entry.sections.map((section) => ({ ...section, content: docFromText('Booked the marathon in Penang.') })), baseVersion: entry.version });
  await page.goto(`${practice.url}#/clients/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Siti Nurhaliza', level: 1 })).toBeVisible();
  await expect(page.getByTestId('note-editor')).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+K');
  await page.getByRole('textbox', { name: 'Search' }).fill('marathon');
  await expect(page.getByTestId('search-hit').filter({ hasText: 'Phone call' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('note-editor')).toContainText('Booked the marathon in Penang.');
});

/** A session whose note holds a bulleted list of `firstItems` in its first section and of `otherItems` in each other. */
async function sessionWithLists(practice: Practice, language: Language, firstItems: string[], otherItems: string[]) {
  const { first } = await practiceWithSessions(practice, language, 'Sara Ahmadi');
  const note = await practice.core.call('notes.start', { sessionId: first.id, language });
  const list = (items: string[]) => ({ type: 'bulletList', content: items.map((text) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })) });
  const sections = note.sections.map((section, i) => ({ ...section, content: { type: 'doc', content: [list(i === 0 ? firstItems : otherItems)] } }));
  await practice.core.call('notes.save', { id: note.id, sections, baseVersion: note.version } as never);
  return { first, note };
}

test("a list's bullets stand where its items start: right of a Persian item, left of an English one, in either UI", async ({ page, practice }) => {
  const { first, note } = await sessionWithLists(practice, 'en', ['درخواست یک دورهٔ آزمایشی.', 'گفت‌وگو با دو نفر.'], ['Ask for a trial run.']);
  for (const language of ['en', 'fa'] as const) {
    await practice.core.call('settings.update', { language });
    await page.goto(`${practice.url}#/sessions/${first.id}`);
    const editor = page.getByTestId('note-editor');
    const direction = (selector: string) => editor.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).direction));
    await expect(editor.locator('li')).toHaveCount(2 + (note.sections.length - 1));
    expect(await direction('ul:has(li:has-text("درخواست"))'), language).toEqual(['rtl']);
    expect(await direction('li:has-text("درخواست"), li:has-text("گفت")'), language).toEqual(['rtl', 'rtl']);
    expect(await direction('li:has-text("Ask for")'), language).toEqual(Array(note.sections.length - 1).fill('ltr'));
  }
});

test('a list mixing Persian and English items leaves room for the bullets on both sides, so an item of the other direction keeps its bullet inside the editor', async ({ page, practice }) => {
  const { first } = await sessionWithLists(practice, 'fa', ['درخواست یک دورهٔ آزمایشی.', 'Update the CV.'], ['گفت‌وگو با دو نفر.']);
  await page.goto(`${practice.url}#/sessions/${first.id}`);
  const editor = page.getByTestId('note-editor');
  const room = (selector: string) => editor.locator(selector).first().evaluate((element) => [parseFloat(getComputedStyle(element).paddingRight), parseFloat(getComputedStyle(element).paddingLeft)]);
  await expect(editor.locator('li:has-text("Update the CV.")')).toHaveCSS('direction', 'ltr');
  const [right, left] = await room('ul:has(li:has-text("Update"))');
  expect(right).toBeGreaterThanOrEqual(24);
  expect(left).toBeGreaterThanOrEqual(24);
  // A list of one direction keeps its room on its own side only.
  expect((await room('ul:has(li:has-text("گفت‌وگو"))'))[1]).toBe(0);
});

test("in Persian, the list buttons' icons draw their bullets and numbers on the right, the others as drawn", async ({ page, practice }) => {
  const { first } = await practiceWithSessions(practice, 'fa', 'مینا رضایی');
  await practice.core.call('notes.start', { sessionId: first.id, language: 'fa' });
  await page.goto(`${practice.url}#/sessions/${first.id}`);
  const toolbar = page.getByTestId('note-section').first();
  // The paths of each list icon: an empty box, three lines, then the markers (dots or numbers).
  const sides = (name: string) =>
    toolbar.getByRole('button', { name, exact: true }).locator('svg').evaluate((svg) => {
      const centre = (path: Element) => {
        const box = path.getBoundingClientRect();
        return box.left + box.width / 2;
      };
      const paths = [...svg.querySelectorAll('path')];
      return { line: centre(paths[1]!), marker: centre(paths.at(-1)!) };
    });
  for (const name of ['فهرست نقطه‌ای', 'فهرست شماره‌دار']) {
    const { line, marker } = await sides(name);
    // They were drawn as for English, the markers on the left of the lines.
    expect(marker, name).toBeGreaterThan(line);
  }
  for (const name of ['پررنگ', 'مورب']) {
    expect(await toolbar.getByRole('button', { name, exact: true }).locator('svg').evaluate((svg) => getComputedStyle(svg).transform), name).toBe('none');
  }
});
