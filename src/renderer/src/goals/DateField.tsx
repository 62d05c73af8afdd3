import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A calendar date as 'YYYY-MM-DD'. A plain date input for now; the shared date input with
 * Jalali support (i18n branch) replaces this one file when the branches meet.
 */
export function DateField({ value, onChange, ...props }: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & { value: string; onChange(value: string): void }) {
  return <TextInput type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} {...props} />;
}
