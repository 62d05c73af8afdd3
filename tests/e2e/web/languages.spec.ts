import type { Locator, Page } from '@playwright/test';
import { fillDateField } from '../flows/date-fields';
import { fillPractice } from '../flows/filled-practice';
import { isoDateOf } from '../../../src/shared/i18n/format';
import { expectAccessible, expectScreenIn } from '../flows/language-checks';
import { snap } from '../flows/screenshots';
import { text } from '../flows/scheduling-flow';
import { LANGUAGE_NAME, LANGUAGES } from '../../../src/shared/languages';
import { expect, test } from './fixtures';

const PASSPHRASE = 'lantern orchard velvet compass';
/** Axe runs in the left-to-right reference language and the right-to-left one. */
const AXE_LANGUAGES = new Set(['en', 'fa']);

/** Something each section shows once its data is in, so the checks read a filled page. */
function filled(page: Page, href: string, names: { client: string; action: string; goal: string }): Locator {
  const main = page.getByRole('main');
  switch (href.replace(/^#?\//, '')) {
    case '':
    case 'clients':
      return main.getByText(names.client).first();
    case 'calendar':
      return main.locator('.fc-event').first();
    case 'actions':
      return main.getByText(names.action).first();
    case 'goals':
      return main.getByText(names.goal).first();
    case 'backups':
      return main.getByTestId('backup-list');
    default:
      return page.getByRole('heading', { level: 1 });
  }
}

for (const language of LANGUAGES) {
  test(`${language}: every page, filled with a practice, speaks the language, reads in its direction and is accessible`, async ({ page, practice }, testInfo) => {
    test.setTimeout(300_000);
    const m = (path: string) => text(language, path);
    // Every screen is checked and photographed; what is wrong is reported for all of them at the end.
    const problems: string[] = [];
    const check = async (screen: string) => {
      await page.mouse.move(0, 0);
      await snap(page, testInfo, `languages-${language}-${screen}`);
      try {
        await expectScreenIn(page, language);
        if (AXE_LANGUAGES.has(language)) await expectAccessible(page);
      } catch (error) {
        problems.push(`${screen}: ${(error as Error).message}`);
      }
    };

    // First run: the language is chosen on the first step of setup.
    await page.goto(practice.url);
    await page.getByRole('radio', { name: LANGUAGE_NAME[language] }).check();
    await check('setup');

    const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
    await practice.core.call('vault.setupConfirm', { recoveryKey });
    const data = await fillPractice(practice.core, language);
    const names = { client: data.texts.client, action: data.texts.action, goal: data.texts.goal };
    await page.reload();

    // Every section in the navigation (SECTIONS), so new pages are covered as they arrive.
    const links = page.getByRole('navigation').getByRole('link');
    await expect(links.first()).toBeVisible();
    const sections = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(sections.length).toBeGreaterThan(1);
    // Each section's name on one line: one that wraps is as tall as two of the others.
    const heights = await page.locator('nav .mantine-NavLink-label').evaluateAll((labels) => labels.map((label) => [label.textContent, label.getBoundingClientRect().height] as const));
    const line = Math.min(...heights.map(([, height]) => height));
    expect(heights.filter(([, height]) => height > line * 1.5).map(([name]) => name)).toEqual([]);
    for (const href of sections) {
      await page.locator(`nav a[href="${href}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(filled(page, href, names)).toBeVisible();
      await check(href.replace(/^#?\//, '') || 'home');
    }

    // The calendar's other views: month and agenda.
    await page.locator('nav a[href="#/calendar"]').click();
    // In Jalali Persian the month view's months are Jalali months (a view of our own).
    await page.locator('.fc-dayGridMonth-button, .fc-jalaliMonth-button').click();
    await expect(page.locator('.fc-daygrid-event').first()).toBeVisible();
    await check('calendar-month');
    await page.locator('.fc-listWeek-button').click();
    await expect(page.locator('.fc-list-event').first()).toBeVisible();
    await check('calendar-agenda');

    // The pages reached from within sections, each with its data.
    await page.goto(`${practice.url}#/clients/${data.clientId}`);
    await expect(page.getByRole('heading', { name: data.texts.client, level: 1 })).toBeVisible();
    await expect(page.getByTestId('comparison-table')).toBeVisible();
    await expect(page.getByTestId('journal-entry')).toBeVisible();
    await check('client');

    await page.getByRole('button', { name: m('clients.page.schedule') }).click();
    await expect(page.getByRole('dialog').getByTestId('session-start')).toBeVisible();
    await check('schedule-dialog');
    // Booked over the other client's session tomorrow: the warning and "save anyway" are checked too.
    await fillDateField(page.getByRole('dialog').getByTestId('session-start'), `${isoDateOf(new Date(Date.now() + 86_400_000))}T15:30`);
    await expect(page.getByRole('dialog').getByTestId('conflict-warning')).toContainText(data.texts.second);
    await check('schedule-conflict');
    await page.keyboard.press('Escape');

    await page.goto(`${practice.url}#/sessions/${data.pastSessionId}`);
    await expect(page.getByTestId('note-editor')).toBeVisible();
    await expect(page.getByText(data.texts.action).first()).toBeVisible();
    await check('session');

    await page.goto(`${practice.url}#/goals/${data.goalId}`);
    await expect(page.getByTestId('checkin-table').locator('tbody tr')).toHaveCount(3);
    await expect(page.locator('.recharts-line-dots circle')).toHaveCount(3);
    await check('goal');

    await page.goto(`${practice.url}#/goals/templates`);
    await expect(page.getByTestId('template-card').first()).toBeVisible();
    await check('assessment-templates');

    await practice.core.call('vault.lock', {});
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await check('unlock');

    await page.getByRole('button').filter({ hasNot: page.locator('[type=submit]') }).last().click();
    await expect(page.locator('input.recovery-key')).toBeVisible();
    await check('recover');
    expect(problems).toEqual([]);
  });
}

test('Persian settings: auto-lock minutes in Persian digits, and the calendar choice changes every date', async ({ page, practice }, testInfo) => {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await page.goto(practice.url);
  await page.getByRole('link', { name: 'تنظیمات' }).click();

  const minutes = page.getByTestId('auto-lock-minutes');
  await expect(minutes).toHaveValue('۱۵ دقیقه');
  await minutes.fill('');
  await minutes.pressSequentially('30');
  await expect(minutes).toHaveValue('۳۰ دقیقه');
  await minutes.blur();
  await expect.poll(async () => (await practice.core.call('settings.get', {})).autoLockMinutes).toBe(30);

  const example = page.getByTestId('calendar-example');
  await expect(example).toContainText('۱۴'); // a Jalali year, 14xx
  await page.getByTestId('calendar-choice').getByText('میلادی').click();
  await expect(example).toContainText('۲۰'); // a Gregorian year, 20xx, still in Persian digits
  await expect(example).not.toContainText(/[0-9]/);
  expect((await practice.core.call('settings.get', {})).persianCalendar).toBe('gregorian');
  expect((await practice.core.call('settings.get', {})).language).toBe('fa');
  await snap(page, testInfo, 'languages-fa-settings-gregorian');

  // Notifications appear at the bottom of the end side: the left, in Persian.
  await page.getByRole('textbox', { name: 'گذرواژهٔ کنونی' }).fill(PASSPHRASE);
  await page.getByRole('textbox', { name: 'گذرواژهٔ تازه', exact: true }).fill('harbour tulip granite meadow');
  await page.getByRole('textbox', { name: 'گذرواژهٔ تازه را دوباره وارد کنید' }).fill('harbour tulip granite meadow');
  await page.getByRole('button', { name: 'تغییر گذرواژه' }).click();
  const notice = page.getByText('گذرواژهٔ شما تغییر کرد');
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.x + box.width / 2).toBeLessThan(page.viewportSize()!.width / 2);

  // The calendar choice matters only in Persian, so other languages do not offer it.
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('calendar-choice')).toHaveCount(0);
});
