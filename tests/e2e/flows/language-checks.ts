import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { messages } from '../../../src/shared/i18n/messages';
import { isRightToLeft, type Language, LOCALE_TAG } from '../../../src/shared/languages';

/** "nav.clients", "settings.themes.dark": what i18next shows when a key has no text. */
const MESSAGE_KEY = new RegExp(`\\b(?:${Object.keys(messages.en).join('|')})\\.[A-Za-z_][\\w.]*\\b`);

/** Names that are the same in every language. */
// Written in Latin letters in every language: the product, USB drives, file formats and encodings
// (.ics, JSON, CSV, PDF, UTF-8, PNG and JPEG logos), the International Coaching Federation's
// acronym, and UTC, which Intl writes so in Persian and Bulgarian too.
const SAME_IN_EVERY_LANGUAGE = new Set(['Coachdesk', 'USB', 'ics', 'ICS', 'iCalendar', 'JSON', 'CSV', 'PDF', 'UTF', 'ICF', 'PNG', 'JPEG', 'UTC']);

/** Languages written in another script, where a Latin word means untranslated English. */
const NON_LATIN: Language[] = ['fa', 'bg'];

/**
 * Everything a person reads or hears on the page: text nodes and accessible names given
 * by attributes. Text marked with its own lang or dir (language names, user text, paths,
 * codes) is set apart as `own`: it is not the UI's language by design.
 */
async function readableText(page: Page, within: string): Promise<{ ui: string[]; names: string[]; own: string[]; all: string[] }> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body;
    const ui: string[] = [];
    const names: string[] = [];
    const own: string[] = [];
    const all: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const setApart = (el: Element) => el.closest('body [lang], body [dir], code, kbd, .recovery-key') !== null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !visible(parent) || parent.closest('script, style, [aria-hidden="true"]')) continue;
      all.push(text);
      (setApart(parent) ? own : ui).push(text);
    }
    for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      // Hidden from everyone: Mantine's measuring copy of an autosize textarea, decorative icons.
      if (el.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (!value) continue;
        all.push(value);
        if (!setApart(el) && name !== 'placeholder') names.push(value);
      }
    }
    return { ui, names, own, all };
  }, within);
}

/**
 * The screen speaks `language` throughout: direction, lang, no keys, no stray English.
 * `within` narrows the text read to one region, e.g. a dialog over a page checked elsewhere.
 */
export async function expectScreenIn(page: Page, language: Language, within = 'body'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
  await expect(page.locator('html')).toHaveAttribute('dir', isRightToLeft(language) ? 'rtl' : 'ltr');
  const { ui, names, own, all } = await readableText(page, within);
  expect(all.filter((text) => MESSAGE_KEY.test(text)), 'message keys shown instead of text').toEqual([]);
  if (NON_LATIN.includes(language)) {
    // An accessible name may hold the coach's own words ("Mark “Anna Smith” done"): those are
    // shown, marked, elsewhere on the page, so they are taken out before looking for English.
    const coachText = own.filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
    const withoutCoachText = (name: string) => coachText.reduce((rest, text) => rest.split(text).join(' '), name);
    const english = [...ui, ...names.map(withoutCoachText)].flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !SAME_IN_EVERY_LANGUAGE.has(word));
    expect(english, 'Latin words on a page that should be all in its own script').toEqual([]);
  }
  // Beside Persian digits a middle dot reads as a zero: "۶ از ۱۰ · ۱" looks like "۶ از ۱۰ ۱۰".
  if (language === 'fa') expect(ui.filter((text) => text.includes('·')), 'middle dots in Persian (use the formatters’ separator)').toEqual([]);
}

/**
 * No serious or critical accessibility violations (axe-core, WCAG 2.1 A and AA rules), on the
 * whole screen or `within` one region of it.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  // Judge the screen at rest, not the link the pointer was left hovering over.
  await page.mouse.move(0, 0);
  // FullCalendar's time grid is a third-party ARIA grid whose rows and scroll panes axe
  // cannot reconcile; its toolbar is checked, and the agenda view is the keyboard- and
  // screen-reader-friendly way to the same sessions.
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('.fc-scrollgrid');
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
  expect(serious).toEqual([]);
}
