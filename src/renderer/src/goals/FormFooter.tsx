import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';

interface FormFooterProps {
  /** Why the last save failed, in the coach's language. */
  error: unknown;
  pending: boolean;
  disabled?: boolean;
  submitLabel: string;
  onCancel(): void;
}

/** The end of every goal and assessment form: what went wrong, Cancel, and the submit button. */
export function FormFooter({ error, pending, disabled = false, submitLabel, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Alert color="red">{errorText(t, error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('goals.form.cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
