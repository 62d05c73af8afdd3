import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../src/core/clients/name-key';

/** SQLite's BINARY order of two keys: their UTF-8 bytes. */
const binary = (a: string, b: string) => Math.sign(Buffer.compare(Buffer.from(nameKey(a)), Buffer.from(nameKey(b))));
const sortedByKey = (names: string[]) => [...names].sort(binary);

/** Letters (and what else names hold) of one script, as coaches type them. */
const ALPHABETS = {
  fa: [...'آاءأإؤئبپتثجچحخدذرزژسشصضطظعغفقکكگلمنوهةۀیيى'].concat([' ', '\u200c', '\u0640', '\u064e', '۱', '٢']),
  bg: [...'абвгдежзийклмнопрстуфхцчшщъьюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯѝЍ'].concat([' ', '-']),
  en: [...'abcdeilnosxyzABCEILNOSZéÉèàçñöüÖßæøł'].concat([' ', '-', "'", '.']),
};

describe('the sort key of a client name', () => {
  for (const [locale, letters] of Object.entries(ALPHABETS)) {
    it(`orders names as Intl.Collator('${locale}') does, case and accents aside`, () => {
      const collator = new Intl.Collator(locale, { sensitivity: 'base' });
      const name = fc.string({ unit: fc.constantFrom(...letters), minLength: 0, maxLength: 8 });
      fc.assert(
        fc.property(name, name, (a, b) => {
          const icu = Math.sign(collator.compare(a, b));
          // Names ICU reads as the same at the first level sort by their spelling: any order, as long as it is one.
          if (icu !== 0) expect(binary(a, b), `${a} | ${b}`).toBe(icu);
          expect(binary(a, b) + binary(b, a)).toBe(0);
        }),
        { numRuns: 3000 },
      );
    });
  }

  it('puts Persian names in the order of the Persian alphabet', () => {
    expect(sortedByKey(['یوسفی', 'محمدی', 'کریمی', 'هاشمی', 'پارسا', 'بهرامی', 'ژاله', 'گودرزی', 'چمران', 'وحیدی', 'آرمان', 'احمدی'])).toEqual([
      'آرمان', 'احمدی', 'بهرامی', 'پارسا', 'چمران', 'ژاله', 'کریمی', 'گودرزی', 'محمدی', 'وحیدی', 'هاشمی', 'یوسفی',
    ]);
    // Arabic kaf and yeh, and the half-space, spell the same letters.
    expect(nameKey('كريمي').split('\u0001')[0]).toBe(nameKey('کریمی').split('\u0001')[0]);
    expect(nameKey('علی‌زاده').split('\u0001')[0]).toBe(nameKey('علیزاده').split('\u0001')[0]);
  });

  it('keeps Bulgarian names of either case together, Ѝ with И and Й after it', () => {
    expect(sortedByKey(['Яна', 'иван', 'Борис', 'Ѝлия', 'Иван', 'Йордан', 'ана', 'Ивайло'])).toEqual(['ана', 'Борис', 'Ивайло', 'Иван', 'иван', 'Ѝлия', 'Йордан', 'Яна']);
  });

  it('reads accented Latin names as their letters, and a shorter name first', () => {
    expect(sortedByKey(['Zoe', 'Émile', 'Ella', 'emma', 'Eva', 'Ann Smith', 'Anna', 'Ångström', 'Strauß', 'Strauss'])).toEqual([
      'Ångström', 'Ann Smith', 'Anna', 'Ella', 'Émile', 'emma', 'Eva', 'Strauss', 'Strauß', 'Zoe',
    ]);
  });
});
