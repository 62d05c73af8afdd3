import type { Language } from '../../../src/shared/languages';
import { snap } from '../flows/screenshots';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, test } from './fixtures';

const AREAS: Record<'en' | 'fa', string[]> = {
  en: ['Health', 'Career', 'Money', 'Family', 'Friends', 'Romance', 'Personal growth', 'Fun and recreation', 'Physical environment', 'Spirituality', 'Community', 'Learning', 'Creativity', 'Rest and sleep', 'Nutrition', 'Purpose'],
  fa: ['سلامتی', 'شغل', 'پول', 'خانواده', 'دوستان', 'رابطهٔ عاطفی', 'رشد فردی', 'تفریح', 'محیط زندگی', 'معنویت', 'جامعه', 'یادگیری', 'خلاقیت', 'استراحت و خواب', 'تغذیه', 'هدف'],
};
const NUMBERS: Record<'en' | 'fa', string[]> = {
  en: AREAS.en.map((_, i) => String(i + 1)),
  fa: AREAS.fa.map((_, i) => new Intl.NumberFormat('fa').format(i + 1)),
};

for (const language of ['en', 'fa'] as const satisfies Language[]) {
  test(`${language}: a wheel of sixteen areas numbers its spokes and lists the names under it, none overlapping`, async ({ page, practice }, testInfo) => {
    const { core } = practice;
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
    await core.call('vault.setupConfirm', { recoveryKey });
    const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
    const template = await core.call('assessmentTemplates.create', { name: 'Wheel of sixteen', areas: AREAS[language].map((label) => ({ label })) });
    const scores = Object.fromEntries(template.areas.map((area, i) => [area.key, (i % 10) + 1]));
    await core.call('assessments.create', { clientId: client.id, templateId: template.id, on: '2026-01-12', scores });
    await page.goto(`${practice.url}#/clients/${client.id}`);

    const spokes = page.locator('.recharts-polar-angle-axis-tick-value');
    await expect(spokes).toHaveText(NUMBERS[language]);
    const boxes = await spokes.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
    }
    const key = page.getByTestId('wheel-area-key').getByRole('listitem');
    await expect(key).toHaveText(AREAS[language].map((area, i) => `${NUMBERS[language][i]}. ${area}`));
    // Read down each column from the start edge: the seventh name heads the second column.
    const first = (await key.nth(0).boundingBox())!;
    const ninth = (await key.nth(6).boundingBox())!;
    expect(language === 'fa' ? ninth.x < first.x : ninth.x > first.x).toBe(true);
    await snap(page, testInfo, `wheel-sixteen-areas-${language}`);
  });
}

test('fa: in a window 1,000 pixels wide the wheel fits its column, every name inside its box and clear of the scale, and the client page does not scroll sideways', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'fa' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const client = await core.call('clients.create', { fullName: 'مریم جعفری' });
  const wheel = (await core.call('assessmentTemplates.list', {})).find((template) => template.areas.length === 8)!;
  const scores = Object.fromEntries(wheel.areas.map((area, i) => [area.key, (i % 10) + 1]));
  await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-01-12', scores });
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(`${practice.url}#/clients/${client.id}`);

  const names = page.locator('.recharts-polar-angle-axis-tick-value');
  await expect(names).toHaveCount(8);
  const chart = (await page.locator('.recharts-wrapper').last().boundingBox())!;
  for (const name of await names.all()) {
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(chart.x);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1000);
  // The scale's highest number is not under the top area's name (it was, on the top spoke).
  const highest = (await page.locator('.recharts-polar-radius-axis-tick-value').last().boundingBox())!;
  const top = (await names.first().boundingBox())!;
  expect(highest.x + highest.width <= top.x || top.x + top.width <= highest.x || highest.y + highest.height <= top.y || top.y + top.height <= highest.y).toBe(true);
});

const LONG_NAMES = ['Physical health and energy levels', 'Career and professional development', 'Money', 'Family relationships and home life', 'Friends', 'Romance and intimate partnership', 'Personal growth', 'Fun and recreation outside of work'];
const MORE_LONG_NAMES = ['Spirituality and a sense of meaning in daily life', 'Community and volunteering', 'Learning new skills', 'Rest'];

test('en: in a window 1,200 pixels wide, the narrowest that puts the wheel in the right column, long area names wrap beside it', async ({ page, practice }) => {
  const { core } = practice;
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await core.call('vault.setupConfirm', { recoveryKey });
  const record = async (areas: string[]) => {
    const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
    const template = await core.call('assessmentTemplates.create', { name: `Wheel of ${areas.length}`, areas: areas.map((label) => ({ label })) });
    await core.call('assessments.create', { clientId: client.id, templateId: template.id, on: '2026-01-12', scores: Object.fromEntries(template.areas.map((area, i) => [area.key, (i % 10) + 1])) });
    return client.id;
  };
  // The client page's columns follow the page's width (page-grid.ts): below this the wheel has the
  // page's whole width, and at 1,200 px about 500 px, the least it has.
  await page.setViewportSize({ width: 1200, height: 700 });
  const names = page.locator('.recharts-polar-angle-axis-tick-value');
  // Each line a tspan of its own: the text reads without the spaces where it wrapped.
  const unspaced = (text: string) => text.replaceAll(' ', '');
  for (const areas of [LONG_NAMES, [...LONG_NAMES, ...MORE_LONG_NAMES]]) {
    await page.goto(`${practice.url}#/clients/${await record(areas)}`);
    // Each name whole, on lines inside the chart (one line ran off both its edges), none over another.
    await expect(names).toHaveCount(areas.length);
    // Polled: the wheel draws its names again once it has measured them (once seen read between the two, as none).
    await expect.poll(async () => (await names.evaluateAll((texts) => texts.map((text) => text.textContent!))).map(unspaced)).toEqual(areas.map(unspaced));
    const chart = (await page.locator('.recharts-wrapper').last().boundingBox())!;
    const boxes = await Promise.all((await names.all()).map(async (name) => (await name.boundingBox())!));
    for (const [i, box] of boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(chart.x);
      expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width);
      expect(box.y).toBeGreaterThanOrEqual(chart.y);
      for (const other of boxes.slice(i + 1)) expect(box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y).toBe(true);
    }
    expect(await names.first().locator('tspan').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('wheel-area-key')).toHaveCount(0);
  }
});
