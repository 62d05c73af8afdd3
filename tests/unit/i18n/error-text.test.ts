import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/renderer/src/i18n/error-text';
import { AppError } from '../../../src/shared/errors';
import { translatorFor } from '../../../src/shared/i18n/translator';

describe('an error naming a path or a value', () => {
  it('sets it apart in the sentence, so a Persian sentence leaves its slashes where they were typed', () => {
    const error = new AppError('IMPORT_FILE_NOT_FOUND', 'There is no file at /tmp/clients.csv.', { path: '/tmp/clients.csv' });
    // Unisolated, the Persian sentence showed "tmp/clients.csv/".
    expect(errorText(translatorFor('fa'), error)).toBe('در \u2068/tmp/clients.csv\u2069 فایلی نیست. نام و درایوی را که فایل روی آن است بررسی کنید و دوباره امتحان کنید.');
    expect(errorText(translatorFor('en'), error)).toContain('There is no file at \u2068/tmp/clients.csv\u2069.');
  });

  it('leaves numbers to the message, which writes them in the language’s digits', () => {
    const error = new AppError('NOT_ENOUGH_SPACE', 'Not enough space.', { folder: '/media/usb', neededMb: 120, freeMb: 12 });
    expect(errorText(translatorFor('fa'), error)).toContain('در \u2068/media/usb\u2069 نیست: حدود ۱۲۰ مگابایت لازم است و ۱۲ مگابایت آزاد است');
    const little = new AppError('NOT_ENOUGH_SPACE', 'Not enough space.', { folder: '/media/usb', neededMb: 120, freeMb: 0.3 });
    expect(errorText(translatorFor('bg'), little)).toContain('свободни са 0,3 MB');
    expect(errorText(translatorFor('fa'), little)).toContain('۰٫۳ مگابایت آزاد است');
  });
});
