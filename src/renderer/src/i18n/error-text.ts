import type { TFunction } from 'i18next';
import { AppError } from '../../../shared/errors';

/** The coach's own language for an error, with the core's English sentence as a fallback. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof AppError) {
    return (error.code === 'INVALID_INPUT' && invalidFieldsText(t, error)) || t(`errors.${error.code}`, { ...isolatedText(error.details), defaultValue: error.message });
  }
  return t('errors.INTERNAL');
}

/** "Email is not valid.", naming the fields the core refused, when every one has a name to show. */
function invalidFieldsText(t: TFunction, error: AppError): string | undefined {
  const fields = typeof error.details?.fields === 'string' ? error.details.fields.split(',') : [];
  const names = fields.map((field) => t(`errors.fields.${field}`, { defaultValue: '' }));
  if (names.length === 0 || names.some((name) => !name)) return undefined;
  return t('errors.invalidFields', { fields: names, count: names.length });
}

/**
 * The details that are text (a path, a file's name, a value) each isolated in the sentence, in
 * the direction of its own first letter: in a Persian sentence "/tmp/clients.csv" showed its
 * slash at the wrong end. (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, both
 * invisible.) Numbers are left to the message, which writes them in the language's digits.
 */
function isolatedText(details: AppError['details']): AppError['details'] {
  return details && Object.fromEntries(Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? `\u2068${value}\u2069` : value]));
}
