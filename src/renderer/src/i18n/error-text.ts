import type { TFunction } from 'i18next';
import { AppError } from '../../../shared/errors';

/** The coach's own language for an error, with the core's English sentence as a fallback. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof AppError) {
    const key = `errors.${error.code}`;
    return t(key, { ...error.details, defaultValue: error.message });
  }
  return t('errors.INTERNAL');
}
