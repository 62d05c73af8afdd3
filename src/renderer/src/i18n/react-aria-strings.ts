import type { i18n as I18n } from 'i18next';
import english from 'react-aria/i18n/en-US';

/**
 * React Aria says a few words of its own to screen readers in our date and time fields
 * ("Selected Date: …", "Today, …", "Empty"), and ships them in 34 languages but not Persian or
 * Malay. Here they come from our own messages, in every language, through the strings React Aria
 * reads from the page (the globals its LocalizedStringProvider writes). It reads those once and
 * for every locale, so each of ours is a function that asks i18next at the moment it is spoken:
 * a language switch needs nothing more. Packages our fields do not use keep React Aria's English,
 * as it expects a string for every package.
 */
export function installReactAriaStrings(i18n: I18n): void {
  const say =
    (key: string) =>
    (args: Record<string, unknown> = {}) =>
      i18n.t(`dateInput.screenReader.${key}`, args);
  const ours: Record<string, Record<string, unknown>> = {
    '@react-aria/datepicker': {
      selectedDateDescription: say('selectedDate'),
      selectedTimeDescription: say('selectedTime'),
      calendar: say('calendar'),
    },
    '@react-aria/calendar': {
      previous: () => i18n.t('dateInput.previousMonth'),
      next: () => i18n.t('dateInput.nextMonth'),
      selectedDateDescription: say('selectedDate'),
      todayDate: say('today'),
      todayDateSelected: say('todaySelected'),
      dateSelected: say('dateSelected'),
      minimumDate: say('firstDate'),
      maximumDate: say('lastDate'),
    },
    '@react-aria/spinbutton': { Empty: say('empty') },
    '@react-aria/overlays': { dismiss: say('dismiss') },
    '@react-stately/datepicker': {
      rangeUnderflow: ({ minValue }: { minValue: string }) => say('tooEarly')({ date: minValue }),
      rangeOverflow: ({ maxValue }: { maxValue: string }) => say('tooLate')({ date: maxValue }),
      unavailableDate: say('unavailable'),
    },
  };
  const strings = Object.fromEntries(Object.entries(english).map(([name, own]) => [name, { ...own, ...ours[name] }]));
  Object.assign(window, { [Symbol.for('react-aria.i18n.locale')]: 'en-US', [Symbol.for('react-aria.i18n.strings')]: strings });
}
