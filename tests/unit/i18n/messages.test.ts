import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/i18n/messages';
import { LANGUAGES, LOCALE_TAG } from '../../../src/shared/languages';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Keys with plural forms collapse to their base, so languages with other plural rules compare equal. */
function baseKeys(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1]!.replace(/\s+/g, '')).sort();
}

const reference = flatten(messages.en);

describe.each(LANGUAGES)('messages: %s', (language) => {
  const flat = flatten(messages[language]);

  it('has exactly the keys English has', () => {
    expect([...baseKeys(flat)].sort()).toEqual([...baseKeys(reference)].sort());
  });

  it('has every plural form its language needs, and no others', () => {
    const categories = new Intl.PluralRules(LOCALE_TAG[language]).resolvedOptions().pluralCategories;
    const pluralBases = new Set([...flat.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    for (const base of pluralBases) {
      const forms = [...flat.keys()].filter((k) => k.replace(PLURAL_SUFFIX, '') === base && k !== base).map((k) => k.match(PLURAL_SUFFIX)![1]);
      expect(forms.sort(), base).toEqual([...categories].sort());
    }
  });

  it('uses the same placeholders as English in every message', () => {
    for (const [key, text] of flat) {
      const englishKey = reference.has(key) ? key : [...reference.keys()].find((k) => k.replace(PLURAL_SUFFIX, '') === key.replace(PLURAL_SUFFIX, ''))!;
      expect(placeholders(text), key).toEqual(placeholders(reference.get(englishKey)!));
      expect(text.trim(), key).not.toBe('');
    }
  });
});

it('never sets things apart with a middle dot in Persian, where beside Persian digits it reads as a zero', () => {
  expect([...flatten(messages.fa)].filter(([, text]) => text.includes('·')).map(([key]) => key)).toEqual([]);
});

it('formats every count as a number, so Persian shows it in Persian digits', () => {
  const bare = LANGUAGES.flatMap((language) => [...flatten(messages[language])].filter(([, text]) => /{{\s*count\s*}}/.test(text)).map(([key]) => `${language}: ${key}`));
  expect(bare).toEqual([]);
});
