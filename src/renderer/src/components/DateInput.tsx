import { type CalendarDate, GregorianCalendar, parseDate, toCalendar } from '@internationalized/date';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  DateInput as AriaDateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoWeekday } from '../../../shared/i18n/week';
import { useFormatters } from '../i18n/useFormatters';
import './DateInput.css';

export interface DateInputProps {
  label: string;
  /** A calendar date as the contract carries it, 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Earliest and latest dates that can be chosen, also 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
  'data-testid'?: string;
}

const WEEKDAY = { 1: 'mon', 2: 'tue', 3: 'wed', 4: 'thu', 5: 'fri', 6: 'sat', 7: 'sun' } as const satisfies Record<IsoWeekday, string>;

/** The contract's form of a date, whatever calendar the coach picked it in. */
function toIso(date: CalendarDate): string {
  return toCalendar(date, new GregorianCalendar()).toString();
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
      {state ? format.monthYear(toIso(state.visibleRange.start)) : null}
    </div>
  );
}

/**
 * A date field with a month picker, in the coach's calendar: Jalali with Persian digits in
 * Persian (Gregorian if they chose it), the locale's own elsewhere; typed digits may be
 * Persian or Latin. Built on React Aria, which handles calendars, right to left and
 * keyboard use; values in and out are always ISO dates.
 */
export function DateInput({ label, value, onChange, description, error, required, disabled, minDate, maxDate, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <I18nProvider locale={format.locale}>
      <DatePicker
        className="cd-date"
        value={value ? parseDate(value) : null}
        onChange={(date) => onChange(date ? toIso(date as CalendarDate) : null)}
        minValue={minDate ? parseDate(minDate) : undefined}
        maxValue={maxDate ? parseDate(maxDate) : undefined}
        firstDayOfWeek={WEEKDAY[format.firstDayOfWeek]}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        granularity="day"
        data-testid={rest['data-testid']}
      >
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
        <Group className="cd-date__field">
          <AriaDateInput className="cd-date__input">{(segment) => <DateSegment segment={segment} className="cd-date__segment" />}</AriaDateInput>
          <Button className="cd-date__button" aria-label={t('dateInput.openCalendar')}>
            <IconCalendar size={18} stroke={1.6} aria-hidden />
          </Button>
        </Group>
        {error && (
          <Text slot="errorMessage" className="cd-date__error">
            {error}
          </Text>
        )}
        <Popover className="cd-date__popover" placement="bottom start">
          <Dialog className="cd-date__dialog" aria-label={label}>
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
