import { parseDate } from '@internationalized/date';
import { CalendarPicker, type FieldProps } from './CalendarPicker';

export interface DateInputProps extends FieldProps {
  /** A calendar date as the contract carries it, 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  /** Earliest and latest dates that can be chosen, also 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
}

/**
 * A date field with a month picker, in the coach's calendar: Jalali with Persian digits in
 * Persian (Gregorian if they chose it), the locale's own elsewhere; typed digits may be
 * Persian or Latin. Values in and out are always ISO dates.
 */
export function DateInput({ value, onChange, minDate, maxDate, ...field }: DateInputProps) {
  return (
    <CalendarPicker
      {...field}
      granularity="day"
      value={value ? parseDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : null)}
      minValue={minDate ? parseDate(minDate) : undefined}
      maxValue={maxDate ? parseDate(maxDate) : undefined}
      contractValue={value ?? ''}
    />
  );
}
