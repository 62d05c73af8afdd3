import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/useSettings';
import { useActivityReport } from './useActivityReport';

const NOTICE_ID = 'idle-lock';

/**
 * Reports the coach's activity to the core (useActivityReport) and, shortly before the practice
 * locks for idleness, says so in a notification that stays until the coach does anything: a
 * coach reading at the desk can keep the practice open, and one who stopped halfway through a
 * form is told before it is lost.
 */
export function useIdleLockNotice(): void {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { lockingSoon, keepOpen } = useActivityReport(settings?.autoLockMinutes);
  useEffect(() => {
    if (!lockingSoon) return;
    notifications.show({
      id: NOTICE_ID,
      color: 'yellow',
      autoClose: false,
      withCloseButton: false,
      title: t('idleLock.title'),
      message: (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('idleLock.message')}</Text>
          <Button size="xs" variant="light" onClick={keepOpen}>
            {t('idleLock.keepOpen')}
          </Button>
        </Stack>
      ),
    });
    return () => void notifications.hide(NOTICE_ID);
  }, [lockingSoon, keepOpen, t]);
}
