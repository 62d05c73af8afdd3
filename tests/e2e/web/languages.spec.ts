import { expectAccessible, expectScreenIn } from '../flows/language-checks';
import { snap } from '../flows/screenshots';
import { LANGUAGE_NAME, LANGUAGES } from '../../../src/shared/languages';
import { expect, test } from './fixtures';

const PASSPHRASE = 'lantern orchard velvet compass';
/** Axe runs in the left-to-right reference language and the right-to-left one. */
const AXE_LANGUAGES = new Set(['en', 'fa']);

for (const language of LANGUAGES) {
  test(`${language}: every screen speaks the language, reads in its direction and is accessible`, async ({ page, practice }, testInfo) => {
    test.slow(); // axe on every screen, and two key derivations
    const check = async (screen: string) => {
      await expectScreenIn(page, language);
      if (AXE_LANGUAGES.has(language)) await expectAccessible(page);
      await snap(page, testInfo, `languages-${language}-${screen}`);
    };

    // First run: the language is chosen on the first step of setup.
    await page.goto(practice.url);
    await page.getByRole('radio', { name: LANGUAGE_NAME[language] }).check();
    await check('setup');

    const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
    await practice.core.call('vault.setupConfirm', { recoveryKey });
    await page.reload();

    // Every section in the navigation (SECTIONS), so new pages are covered as they arrive.
    const links = page.getByRole('navigation').getByRole('link');
    await expect(links.first()).toBeVisible();
    const sections = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(sections.length).toBeGreaterThan(1);
    for (const href of sections) {
      await page.locator(`nav a[href="${href}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(href.replace(/^#?\//, '') || 'home');
    }

    await practice.core.call('vault.lock', {});
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await check('unlock');

    await page.getByRole('button').filter({ hasNot: page.locator('[type=submit]') }).last().click();
    await expect(page.locator('input.recovery-key')).toBeVisible();
    await check('recover');
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
