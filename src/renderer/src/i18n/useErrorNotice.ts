import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

/**
 * For a failure where it happened has no room to say so (a menu item, a checkbox, a chip, a
 * drag on the calendar): a notification in the coach's language. Without one the screen
 * looked as if the change had been made.
 */
export function useErrorNotice(): (error: unknown) => void {
  const { t } = useTranslation();
  return useCallback((error: unknown) => void notifications.show({ color: 'red', message: errorText(t, error) }), [t]);
}
