import { describe, expect, it } from 'vitest';
import { toErrorShape } from '../../../src/core/api/error-mapping';
import { errorText } from '../../../src/renderer/src/i18n/error-text';
import { contract } from '../../../src/shared/contract';
import { AppError } from '../../../src/shared/errors';
import { translatorFor } from '../../../src/shared/i18n/translator';

/** The core's refusal of `input` to `clients.create`, as the page receives it. */
function refusal(input: unknown): AppError {
  const parsed = contract['clients.create'].input.safeParse(input);
  if (parsed.success) throw new Error('the contract took it');
  const shape = toErrorShape(parsed.error);
  return new AppError(shape.code, shape.message, shape.details);
}

describe('a refused input names its fields in the coach’s language', () => {
  const badEmailAndPhone = { fullName: 'Maria Lopez', email: 'maria@', phone: '0'.repeat(60), tags: [] };

  it('lists the fields the core refused', () => {
    expect(refusal(badEmailAndPhone).details).toEqual({ fields: 'email,phone' });
  });

  it.each([
    ['en', 'Email and Phone are not valid. Correct them and try again.'],
    ['fa', 'ایمیل و تلفن معتبر نیستند. آن‌ها را اصلاح کنید و دوباره امتحان کنید.'],
    ['ms', 'E-mel dan Telefon tidak sah. Betulkan dan cuba lagi.'],
  ] as const)('in %s', (language, sentence) => {
    expect(errorText(translatorFor(language), refusal(badEmailAndPhone))).toBe(sentence);
  });

  it('one field', () => {
    expect(errorText(translatorFor('bg'), refusal({ fullName: 'Мария', email: 'maria@', tags: [] }))).toBe('Полето „Имейл“ не е попълнено правилно. Поправете го и опитайте отново.');
  });

  it('falls back to the general sentence when a field has no name to show', () => {
    const error = new AppError('INVALID_INPUT', 'x', { fields: 'email,somethingInternal' });
    expect(errorText(translatorFor('en'), error)).toBe('Some of the information is not valid. Correct it and try again.');
  });
});
