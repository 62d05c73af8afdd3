import { describe, expect, it } from 'vitest';
import { readDateTimeText } from '../../../src/shared/i18n/read-date-text';

/** What a field takes from a pasted text, as the contract writes it: 'YYYY-MM-DD', 'HH:mm', both, or null. */
function read(text: string, locale: string) {
  const pasted = readDateTimeText(text, locale);
  if (!pasted) return null;
  return [pasted.date?.toString(), pasted.time?.toString().slice(0, 5)].filter(Boolean).join(' ');
}

describe('a date or time pasted into a field is read as the field’s locale writes it', () => {
  it('an ISO date, and a year-first date, in any locale', () => {
    expect(read('2026-12-14', 'en-GB')).toBe('2026-12-14');
    expect(read('2026/12/14', 'bg-BG')).toBe('2026-12-14');
    expect(read(' 2026-12-14 ', 'ms-MY')).toBe('2026-12-14');
  });

  it('a year-last date in the locale’s order of day and month', () => {
    expect(read('03/04/2026', 'en-GB')).toBe('2026-04-03');
    expect(read('04/03/2026', 'en-US')).toBe('2026-04-03');
    expect(read('03.04.2026', 'bg-BG')).toBe('2026-04-03');
    expect(read('03.04.2026 г.', 'bg-BG')).toBe('2026-04-03');
    expect(read('03/04/2026', 'ms-MY')).toBe('2026-04-03');
    // Persian writes the year first; a year-last date is read day first.
    expect(read('03/04/2026', 'fa-IR')).toBe('2026-04-03');
  });

  it('a Jalali date in Persian or Arabic-Indic digits, with the direction marks Persian text carries', () => {
    expect(read('۱۴۰۵/۰۹/۲۳', 'fa-IR')).toBe('2026-12-14');
    expect(read('\u200f۱۴۰۵/۹/۲۳\u200f', 'fa-IR')).toBe('2026-12-14');
    expect(read('٢٣/٠٩/١٤٠٥', 'fa-IR')).toBe('2026-12-14');
    expect(read('1405-09-23', 'fa-IR-u-ca-gregory')).toBe('2026-12-14');
  });

  it('a time, 24-hour or with the half of the day in English or the locale’s words', () => {
    expect(read('14:30', 'en-GB')).toBe('14:30');
    expect(read('9:05', 'bg-BG')).toBe('09:05');
    expect(read('2:30 pm', 'en-GB')).toBe('14:30');
    expect(read('12:15 A.M.', 'en-US')).toBe('00:15');
    expect(read('2:30 PTG', 'ms-MY')).toBe('14:30');
    expect(read('۲:۳۰ ب.ظ.', 'fa-IR')).toBe('14:30');
    expect(read('۱۴:۳۰', 'fa-IR')).toBe('14:30');
    expect(read('17:45 ч.', 'bg-BG')).toBe('17:45');
    expect(read('14:30:15', 'en-GB')).toBe('14:30');
  });

  it('a date with a time', () => {
    expect(read('2026-12-14T14:30', 'en-GB')).toBe('2026-12-14 14:30');
    expect(read('14/12/2026, 2:30 pm', 'en-GB')).toBe('2026-12-14 14:30');
    expect(read('14.12.2026 г., 14:30 ч.', 'bg-BG')).toBe('2026-12-14 14:30');
  });

  it('nothing from text that names no day or time', () => {
    for (const text of ['', 'next Tuesday', '31/02/2026', '1404/12/30', '14/12/26', '12/14/2026', '25:00', '10:60', '13:00 pm', '2:30 xm', '2:30 .', '0900-01-01', '2026-12-14T10:00:00Z', '14-12/2026']) {
      expect(read(text, 'en-GB'), text).toBeNull();
    }
  });
});
