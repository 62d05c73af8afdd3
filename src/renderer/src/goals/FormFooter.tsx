import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../components/DialogFooter';
import { errorText } from '../i18n/error-text';

interface FormFooterProps {
  /** Why the last save failed, in the coach's language. */
  error: unknown;
  pending: boolean;
  disabled?: boolean;
  submitLabel: string;
  onCancel(): void;
}

/**
 * The end of every goal and assessment dialog: what went wrong, then Cancel and the submit
 * button, kept in sight in a window shorter than the form (a new goal's at 500 px high).
 */
export function FormFooter({ error, pending, disabled = false, submitLabel, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Alert color="red">{errorText(t, error)}</Alert> : null}
      <DialogFooter justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('goals.form.cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
