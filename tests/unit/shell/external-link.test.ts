import { describe, expect, it } from 'vitest';
import { externalLinks, type LinkQuestion, SHOWN_ADDRESS_CHARS } from '../../../src/main/external-link';
import { translatorFor } from '../../../src/shared/i18n/translator';
import type { Language } from '../../../src/shared/languages';

/** A window whose page asks to open links, and the coach who answers the questions shown over it. */
function setUp(language: Language = 'en') {
  const questions: LinkQuestion[] = [];
  const opened: string[] = [];
  const answers: Array<(open: boolean) => void> = [];
  const openLink = externalLinks<object>({
    ask: (_window, question) => {
      questions.push(question);
      return new Promise((answer) => answers.push(answer));
    },
    open: (url) => void opened.push(url),
    translate: () => translatorFor(language),
  });
  /** The coach answers the oldest question still open. */
  const answer = async (open: boolean) => {
    answers.shift()!(open);
    await new Promise((settled) => setTimeout(settled));
  };
  return { openLink, questions, opened, answer };
}

describe('links leaving the app', () => {
  it('never asks about, nor opens, a link of another scheme', async () => {
    const { openLink, questions, opened } = setUp();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'coachdesk://x', 'not a url', 'data:text/html,hi']) expect(await openLink({}, url)).toBe(false);
    expect(questions).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('asks first, naming where the link goes, and opens nothing when the coach cancels', async () => {
    const { openLink, questions, opened, answer } = setUp();
    const url = 'https://bank.example@elsewhere.example/collect?notes=Maria%20is%20struggling';
    const asked = openLink({}, url);
    // The host the browser would really go to, not the one a trick address shows first.
    expect(questions).toEqual([{ message: 'Open this link to elsewhere.example in your browser?', detail: url, open: 'Open', cancel: 'Cancel' }]);
    expect(opened).toEqual([]);
    await answer(false);
    expect(await asked).toBe(false);
    expect(opened).toEqual([]);
  });

  it('opens exactly the address requested once the coach chooses Open, however long it is', async () => {
    const { openLink, questions, opened, answer } = setUp();
    const url = `https://example.org/page?q=${'a'.repeat(5000)}&end=here`;
    const asked = openLink({}, url);
    const { detail } = questions[0]!;
    // Shown shortened, start and end kept; opened whole.
    expect(detail.length).toBeLessThanOrEqual(SHOWN_ADDRESS_CHARS);
    expect(detail.startsWith('https://example.org/page?q=aaa')).toBe(true);
    expect(detail.endsWith('&end=here')).toBe(true);
    expect(detail).toContain('…');
    await answer(true);
    expect(await asked).toBe(true);
    expect(opened).toEqual([url]);
  });

  it('refuses further links from a window while its question is open, and asks again once it is answered', async () => {
    const { openLink, questions, opened, answer } = setUp();
    const window = {};
    const first = openLink(window, 'https://example.org/one');
    expect(await openLink(window, 'https://example.org/two')).toBe(false);
    expect(await openLink(window, 'mailto:someone@example.org')).toBe(false);
    expect(questions).toHaveLength(1);
    // Another window has its own question.
    const other = openLink({}, 'https://example.org/three');
    expect(questions).toHaveLength(2);
    await answer(true);
    await answer(false);
    expect([await first, await other]).toEqual([true, false]);
    const again = openLink(window, 'https://example.org/four');
    expect(questions).toHaveLength(3);
    await answer(true);
    expect(await again).toBe(true);
    expect(opened).toEqual(['https://example.org/one', 'https://example.org/four']);
  });

  it('names the recipient of an e-mail or the number of a call, in the coach’s language', async () => {
    const { openLink, questions } = setUp();
    void openLink({}, 'mailto:%D0%BC%D0%B0%D1%80%D0%B8%D1%8F@example.bg?subject=Hi');
    void openLink({}, 'tel:+359%20888%20123');
    void openLink({}, 'mailto:%E2%80%AEgro.elpmaxe@evil%0Aexample?body=x');
    void openLink({}, 'mailto:?subject=Hello');
    expect(questions.map((question) => question.message)).toEqual([
      'Write an e-mail to мария@example.bg?',
      'Call +359 888 123?',
      // Direction overrides and line breaks are left out: they could make an address read as another.
      'Write an e-mail to gro.elpmaxe@evilexample?',
      'Write an e-mail from this link?',
    ]);
    const persian = setUp('fa');
    void persian.openLink({}, 'https://example.ir/');
    expect(persian.questions[0]).toMatchObject({ message: 'این پیوند به example.ir در مرورگرتان باز شود؟', open: 'باز کردن', cancel: 'انصراف' });
  });
});
