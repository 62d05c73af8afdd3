import { getLocalTimeZone, toCalendarDateTime, today } from '@internationalized/date';
import { useContext, useEffectEvent } from 'react';
import { DatePickerStateContext, TimeFieldStateContext, useLocale } from 'react-aria-components';
import { readDateTimeText } from '../../../shared/i18n/read-date-text';

/**
 * What a paste into a date, date-and-time or time field does: React Aria's segments ignore
 * pasted text, so a coach could not paste "14/12/2026" or "14:30" from an email. The text is
 * read as the field's locale writes dates (readDateTimeText) and given to the field's own state,
 * so its onChange, minimum and maximum and invalid marking work as for a date picked in its
 * calendar. Text that names no day or time leaves the field as it was.
 */
export function usePastedValue(): (text: string) => void {
  const picker = useContext(DatePickerStateContext);
  const timeField = useContext(TimeFieldStateContext);
  const { locale } = useLocale();
  return useEffectEvent((text: string) => {
    const pasted = readDateTimeText(text, locale);
    if (!pasted) return;
    const { date, time } = pasted;
    if (timeField && time) {
      // A time field's state holds a time on some day; the day is dropped again on the way out.
      timeField.setValue(toCalendarDateTime(today(getLocalTimeZone()), time));
      timeField.commitValidation();
    } else if (picker && date && (!picker.hasTime || time)) {
      picker.setValue(time && picker.hasTime ? toCalendarDateTime(date, time) : date);
      picker.commitValidation();
    } else if (picker?.hasTime && date) {
      // The picker keeps the time the field already holds (midnight when empty), as when a day is picked.
      picker.setDateValue(date);
    } else if (picker?.hasTime && time && picker.value) {
      picker.setTimeValue(time);
    }
  });
}
