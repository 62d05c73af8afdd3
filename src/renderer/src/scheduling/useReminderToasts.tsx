import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesUntil } from '../../../shared/scheduling/reminder';
import { onEvent } from '../api/client';
import { useFormatters } from '../i18n/useFormatters';

/** The core's reminders as in-app toasts too (the Electron shell also shows a desktop notification). */
export function useReminderToasts(): void {
  const { t } = useTranslation();
  const format = useFormatters();
  useEffect(
    () =>
      onEvent('sessions.reminder', (reminder) => {
        notifications.show({
          color: 'blue',
          autoClose: false,
          title: t('reminders.title', { count: minutesUntil(reminder.start) }),
          message: (
            <>
              {t('reminders.body', { client: reminder.clientName, time: format.time(reminder.start), title: reminder.title ?? t(`sessions.types.${reminder.type}`) })}{' '}
              {/* The session's page has its meeting link; the app routes by the address's hash. */}
              <Anchor href={`#/sessions/${reminder.sessionId}`} inherit underline="always">
                {t('reminders.open')}
              </Anchor>
            </>
          ),
        });
      }),
    [t, format],
  );
}
