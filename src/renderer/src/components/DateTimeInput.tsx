import { parseDateTime } from '@internationalized/date';
import { CalendarPicker, type FieldProps } from './CalendarPicker';

export interface DateTimeInputProps extends FieldProps {
  /** A wall-clock reading, 'YYYY-MM-DDTHH:mm' (no zone: the caller knows whose clock it is), or '' when empty. */
  value: string;
  onChange(value: string): void;
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A date and a time of day in one field, with the same month picker as DateInput: Jalali
 * and Persian digits in Persian, the locale's order and hour cycle elsewhere. Half-typed
 * values are reported as ''.
 */
export function DateTimeInput({ value, onChange, ...field }: DateTimeInputProps) {
  return (
    <CalendarPicker
      {...field}
      granularity="minute"
      value={WALL_CLOCK.test(value) ? parseDateTime(value) : null}
      onChange={(dateTime) => onChange(dateTime ? dateTime.toString().slice(0, 16) : '')}
      contractValue={value}
    />
  );
}
