import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/renderer/src/i18n/error-text';
import { AppError, ErrorCode } from '../../../src/shared/errors';
import { messages } from '../../../src/shared/i18n/messages';
import { translatorFor } from '../../../src/shared/i18n/translator';
import { LANGUAGES } from '../../../src/shared/languages';

describe('error codes in the coach’s language', () => {
  it('every code has a sentence of its own (messages.test.ts holds the other languages to English’s keys)', () => {
    const sentences = (messages.en as { errors: Record<string, unknown> }).errors;
    expect(ErrorCode.options.filter((code) => typeof sentences[code] !== 'string')).toEqual([]);
  });

  it.each(LANGUAGES)('%s: a backup failed by damage in the practice sends the coach to the Backups page, not to another backup', (language) => {
    const t = translatorFor(language);
    // The core's English sentence is only the fallback: none of it may show through.
    const text = errorText(t, new AppError('PRACTICE_DAMAGED', 'core sentence'));
    expect(text).not.toContain('core sentence');
    expect(text).toContain(t('nav.backups'));
    expect(text).not.toBe(errorText(t, new AppError('BACKUP_CORRUPT', '', { fileName: 'x' })));
  });
});
