import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../shared/contract';
import { LANGUAGE_NAME } from '../../../shared/languages';
import { call } from '../api/client';
import { Sentence } from '../components/Sentence';
import { errorText } from '../i18n/error-text';
import { PlainExportWarning } from './PlainExportWarning';
import { useDataPathChooser } from './usePathChooserFromOverview';

/** A client asked for their data: their records as JSON and a PDF in their language, shareable note parts unless the coach chooses all. */
export function ClientExportDialog({ client, opened, onClose }: { client: Client; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState<'shareable' | 'all'>('shareable');
  const { choose, prompt } = useDataPathChooser();
  const run = useMutation({
    mutationFn: (path: string) => call('export.client', { clientId: client.id, path, notes }),
    onSuccess: ({ path }) => {
      notifications.show({ color: 'teal', message: t('dataexport.client.saved', { path }) });
      run.reset();
      onClose();
    },
  });
  const start = async () => {
    const path = await choose('exportFolder', `${client.code}-records-${new Date().toISOString().slice(0, 10)}`);
    if (path) run.mutate(path);
  };
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('dataexport.client.exportTitle')} size="lg">
        <Stack>
          <Text size="sm">
            <Sentence k="dataexport.client.exportDescription" values={{ language: LANGUAGE_NAME[client.documentLanguage] }} />
          </Text>
          <PlainExportWarning />
          <Radio.Group label={t('dataexport.client.notes')} value={notes} onChange={(value) => setNotes(value as 'shareable' | 'all')}>
            <Stack gap="xs" mt="xs">
              <Radio value="shareable" label={t('dataexport.client.shareable')} />
              <Radio value="all" label={t('dataexport.client.all')} />
            </Stack>
          </Radio.Group>
          {run.error && (
            <Alert color="red" role="alert">
              {errorText(t, run.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dataexport.wizard.cancel')}
            </Button>
            <Button onClick={() => void start()} loading={run.isPending}>
              {t('dataexport.client.choose')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {prompt}
    </>
  );
}
