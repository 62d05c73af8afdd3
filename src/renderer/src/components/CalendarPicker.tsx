import { type CalendarDate, type CalendarIdentifier, createCalendar, type DateValue, GregorianCalendar, toCalendar } from '@internationalized/date';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  DatePicker,
  Dialog,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstDayOfWeek } from '../calendar/useFirstDayOfWeek';
import { useFormatters } from '../i18n/useFormatters';
import { DateSegments } from './DateSegments';
import './DateInput.css';

/** What every date, date-and-time and time field takes besides its value. */
export interface FieldProps {
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
  /** Whether a dialog opening around the field puts the focus in its first segment (Mantine's focus trap looks for this). */
  'data-autofocus'?: boolean;
}

interface CalendarPickerProps extends FieldProps {
  value: DateValue | null;
  /** The value in the Gregorian calendar, whichever calendar the coach sees. */
  onChange(value: DateValue | null): void;
  minValue?: DateValue;
  maxValue?: DateValue;
  granularity: 'day' | 'minute';
  /** The value as the contract carries it, written to data-value so tests can read it. */
  contractValue: string;
}

/** React Aria's names of the days, from Sunday (0). */
const WEEKDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The contract's (Gregorian) form of a date or date and time, whatever calendar the coach picked it in. */
function toGregorian(value: DateValue): DateValue {
  return toCalendar(value, new GregorianCalendar());
}

/**
 * A limit in the calendar the coach sees. React Aria's month grid takes the calendar of the date it
 * shows: with a value past a Gregorian limit it showed the limit's month, and a Persian coach's
 * Jalali month turned into a Gregorian one (March's days under the heading Esfand).
 */
function inCalendarOf(locale: string, limit: DateValue | undefined): DateValue | undefined {
  return limit && toCalendar(limit, createCalendar(new Intl.DateTimeFormat(locale).resolvedOptions().calendar as CalendarIdentifier));
}

/**
 * The month on show, written as the coach's language writes it ("اسفند ۱۴۰۳", not ICU's
 * "۱۴۰۳ اسفند"). React Aria already gives screen readers a hidden heading of its own.
 */
function MonthHeading() {
  const state = useContext(CalendarStateContext);
  const format = useFormatters();
  return (
    <div className="cd-calendar__heading" aria-hidden>
      {state ? format.monthYear(toGregorian(state.visibleRange.start as CalendarDate).toString()) : null}
    </div>
  );
}

/** Label, description and error laid out as Mantine lays them out. */
export function FieldText({ label, description, error, required, children }: FieldProps & { children: ReactNode }) {
  return (
    <>
      <Label className="cd-date__label">
        {label}
        {required && (
          <span className="cd-date__required" aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      {description && (
        <Text slot="description" className="cd-date__description">
          {description}
        </Text>
      )}
      {children}
      {error && (
        <Text slot="errorMessage" className="cd-date__error">
          {error}
        </Text>
      )}
    </>
  );
}

/**
 * A typed field with a month picker in the coach's calendar: Jalali with Persian digits in
 * Persian (Gregorian if they chose it), the locale's own elsewhere; typed digits may be
 * Persian or Latin. Built on React Aria, which handles calendars, right to left and
 * keyboard use; DateInput and DateTimeInput turn its values into the contract's strings.
 */
export function CalendarPicker({ value, onChange, minValue, maxValue, granularity, contractValue, ...field }: CalendarPickerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const firstDay = useFirstDayOfWeek();
  return (
    <I18nProvider locale={format.locale}>
      <DatePicker
        className="cd-date"
        value={value}
        onChange={(next) => onChange(next ? toGregorian(next) : null)}
        minValue={inCalendarOf(format.locale, minValue)}
        maxValue={inCalendarOf(format.locale, maxValue)}
        firstDayOfWeek={WEEKDAY[firstDay]}
        isRequired={field.required}
        isDisabled={field.disabled}
        isInvalid={Boolean(field.error)}
        granularity={granularity}
        hideTimeZone
        data-testid={field['data-testid']}
        data-value={contractValue}
        data-locale={format.locale}
      >
        <FieldText {...field}>
          <Group className="cd-date__field">
            <DateSegments className="cd-date__input" autoFocus={field['data-autofocus']} />
            <Button className="cd-date__button" aria-label={t('dateInput.openCalendar')}>
              <IconCalendar size={18} stroke={1.6} aria-hidden />
            </Button>
          </Group>
        </FieldText>
        <Popover className="cd-date__popover" placement="bottom start">
          <Dialog className="cd-date__dialog" aria-label={field.label}>
            <Calendar className="cd-calendar">
              <header className="cd-calendar__header">
                <Button slot="previous" className="cd-calendar__nav" aria-label={t('dateInput.previousMonth')}>
                  <IconChevronLeft size={18} className="mirror-rtl" aria-hidden />
                </Button>
                <MonthHeading />
                <Button slot="next" className="cd-calendar__nav" aria-label={t('dateInput.nextMonth')}>
                  <IconChevronRight size={18} className="mirror-rtl" aria-hidden />
                </Button>
              </header>
              <CalendarGrid className="cd-calendar__grid">{(date) => <CalendarCell date={date} className="cd-calendar__cell" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
