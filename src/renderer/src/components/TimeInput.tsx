import { parseTime, type Time } from '@internationalized/date';
import { I18nProvider, TimeField } from 'react-aria-components';
import { useFormatters } from '../i18n/useFormatters';
import { FieldText, type FieldProps } from './CalendarPicker';
import { DateSegments } from './DateSegments';
import './DateInput.css';

export interface TimeInputProps extends FieldProps {
  /** A time of day, 'HH:mm', or '' when empty. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
}

const TIME = /^\d{2}:\d{2}$/;

/** A time of day in the coach's digits and hour cycle ("۹:۰۰", "9:00 PG"); values are 'HH:mm'. */
export function TimeInput({ value, onChange, onBlur, ...field }: TimeInputProps) {
  const format = useFormatters();
  return (
    <I18nProvider locale={format.locale}>
      <TimeField<Time>
        className="cd-date"
        value={TIME.test(value) ? parseTime(value) : null}
        onChange={(time) => onChange(time ? time.toString().slice(0, 5) : '')}
        onBlur={onBlur}
        isRequired={field.required}
        isDisabled={field.disabled}
        isInvalid={Boolean(field.error)}
        data-testid={field['data-testid']}
        data-value={value}
        data-locale={format.locale}
      >
        <FieldText {...field}>
          <DateSegments className="cd-date__field cd-date__input" />
        </FieldText>
      </TimeField>
    </I18nProvider>
  );
}
