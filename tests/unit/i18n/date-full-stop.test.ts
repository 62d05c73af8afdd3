import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../../src/shared/i18n/format';
import { translatorFor } from '../../../src/shared/i18n/translator';
import { LANGUAGES } from '../../../src/shared/languages';

/**
 * A Bulgarian date ends in "г." ("7 декември 2026 г."): a sentence that ends with a date written
 * by `format.date` must not add its own full stop after it ("г.."). The sentences that do so.
 */
const ENDING_IN_A_DATE = ['dataexport.pdf.intro', 'setup.sheetCreated'];

describe('a sentence ending in a date', () => {
  it('has one full stop in every language, though the Bulgarian date brings its own', () => {
    for (const language of LANGUAGES) {
      const date = createFormatters(language, { timeZone: 'Europe/Sofia' }).date('2026-12-07');
      for (const key of ENDING_IN_A_DATE) expect(translatorFor(language)(key, { date }), `${language} ${key}`).not.toMatch(/\.\s*\.$|\.\.\s/u);
    }
  });
});
