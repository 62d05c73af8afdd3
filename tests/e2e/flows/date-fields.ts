import { type CalendarDate, parseDate, PersianCalendar, toCalendar } from '@internationalized/date';
import { expect, type Locator } from '@playwright/test';

/**
 * Types a value into one of our date, date-and-time or time fields (React Aria segments, not a
 * native input), the way a coach does: segment by segment, in the field's own calendar and
 * order. `value` is what the contract carries: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or 'HH:mm'.
 * In Persian with the Jalali calendar the date is typed as its Jalali date.
 */
export async function fillDateField(field: Locator, value: string): Promise<void> {
  const [datePart, timePart] = value.includes('-') ? value.split('T') : [undefined, value];
  const locale = (await field.getAttribute('data-locale')) ?? '';
  let day: CalendarDate | undefined = datePart ? parseDate(datePart) : undefined;
  if (day && locale.startsWith('fa') && !locale.includes('ca-gregory')) day = toCalendar(day, new PersianCalendar());
  const [hour, minute] = timePart ? timePart.split(':').map(Number) : [];
  const typed: Record<string, number | undefined> = { year: day?.year, month: day?.month, day: day?.day, hour, minute };

  const segments = field.getByRole('spinbutton');
  const twelveHour = (await field.locator('[data-type="dayPeriod"]').count()) > 0;
  for (let i = 0; i < (await segments.count()); i++) {
    const segment = segments.nth(i);
    const type = (await segment.getAttribute('data-type'))!;
    await segment.focus();
    if (type === 'dayPeriod') {
      // "PG"/"PTG" in Malay share their first letter, so the half of the day is stepped to, not typed.
      // Read from the text shown (the locale's own "PM"), not aria-valuenow, which is not the hour.
      const pm = new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(new Date(2020, 0, 1, 15)).find((p) => p.type === 'dayPeriod')!.value;
      const afternoon = async () => (await segment.textContent())?.trim() === pm;
      if ((await afternoon()) !== hour! >= 12) await segment.press('ArrowUp');
      if ((await afternoon()) !== hour! >= 12) throw new Error(`fillDateField could not set the half of the day to ${hour! >= 12 ? pm : 'AM'}`);
      continue;
    }
    if (!(type in typed)) throw new Error(`fillDateField cannot type a "${type}" segment`);
    await segment.pressSequentially(String(type === 'hour' && twelveHour ? hour! % 12 || 12 : typed[type]));
  }
  await field.getByRole("spinbutton").last().blur({ timeout: 5000 });
  await expect(field).toHaveAttribute('data-value', value);
}
