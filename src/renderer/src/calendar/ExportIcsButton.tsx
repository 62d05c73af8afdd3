import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { noticeIfStoppedByLock } from '../dataexport/stopped-by-lock';
import { errorText } from '../i18n/error-text';

/** Saves an .ics file through the browser's download (Electron asks where to save it). */
export function ExportIcsButton() {
  const { t } = useTranslation();
  const [useCodes, setUseCodes] = useState(false);
  const exportIcs = useMutation({
    mutationFn: () => call('calendar.exportIcs', { useCodes }),
    // The popover may be closed by now: a failure is told in a notice, not beside the button.
    onError: (error) => noticeIfStoppedByLock(t, error) || notifications.show({ color: 'red', message: errorText(t, error) }),
    onSuccess: ({ ics }) => {
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'coachdesk.ics';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notifications.show({ message: t('calendar.exported') });
    },
  });
  return (
    <Popover position="bottom-end" withArrow>
      <Popover.Target>
        <Button variant="default" leftSection={<IconDownload size={18} />}>
          {t('calendar.export')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('calendar.exportPlain')}
          </Text>
          <Checkbox label={t('calendar.exportCodes')} checked={useCodes} onChange={(e) => setUseCodes(e.currentTarget.checked)} />
          <Button onClick={() => exportIcs.mutate()} loading={exportIcs.isPending}>
            {t('calendar.export')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
