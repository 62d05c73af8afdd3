import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/useFormatters';

/** The recovery key on screen, with ways to keep it on paper or in a file of the coach's choosing. */
export function RecoveryKeySheet({ recoveryKey }: { recoveryKey: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const created = format.date(new Date());

  const save = () => {
    const text = `${t('setup.sheetTitle')}\n\n${recoveryKey}\n\n${t('setup.sheetCreated', { date: created })}\n${t('setup.sheetBody')}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = t('setup.fileName');
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  return (
    <Stack gap="sm">
      <Paper withBorder p="md" bg="var(--mantine-color-default-hover)">
        <Code block className="recovery-key" fz="lg" ta="center" data-testid="recovery-key" bg="transparent">
          {recoveryKey}
        </Code>
      </Paper>
      <Group grow>
        <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {t('common.print')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={18} />} onClick={save}>
          {t('common.saveAsFile')}
        </Button>
      </Group>
      <div className="print-only" aria-hidden>
        <Title order={1}>{t('setup.sheetTitle')}</Title>
        <p className="recovery-key" style={{ fontSize: '20pt', margin: '1cm 0' }}>
          {recoveryKey}
        </p>
        <Text>{t('setup.sheetCreated', { date: created })}</Text>
        <Text>{t('setup.sheetBody')}</Text>
      </div>
    </Stack>
  );
}
