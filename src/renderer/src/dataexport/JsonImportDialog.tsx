import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { UserText } from '../components/UserText';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';
import { refreshScheduling } from '../scheduling/queries';

/** What a Coachdesk export holds and what importing it here would do, then the import itself. */
export function JsonImportDialog({ path, onClose }: { path: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const inspection = useQuery({ queryKey: ['import.inspectJson', path], queryFn: () => call('import.inspectJson', { path: path! }), enabled: path !== null, retry: false, gcTime: 0 });
  const run = useMutation({
    mutationFn: () => call('import.json', { path: path! }),
    onSuccess: (report) => {
      void refreshScheduling();
      notifications.show({ color: 'teal', message: t('dataexport.import.done', { count: report.counts.clients ?? 0 }) });
      if (report.skippedClients.length) notifications.show({ message: t('dataexport.import.skipped', { count: report.skippedClients.length }) });
      run.reset();
      onClose();
    },
  });
  const info = inspection.data;
  const counts = info?.counts ?? {};
  return (
    <Modal opened={path !== null} onClose={onClose} title={t('dataexport.import.jsonTitle')} size="lg">
      <Stack>
        {/* Which file this is, as the CSV import names it. */}
        {path && <UserText fw={600}>{path}</UserText>}
        {inspection.error && (
          <Alert color="red" role="alert">
            {errorText(t, inspection.error)}
          </Alert>
        )}
        {info && (
          <>
            <Text>{t(info.mode === 'restore' ? 'dataexport.import.restore' : 'dataexport.import.merge')}</Text>
            <Text size="sm" c="dimmed">
              {t('dataexport.import.exportedOn', { date: format.dateTime(info.exportedAt), version: format.digits(info.appVersion) })} {info.scope === 'client' && t('dataexport.import.oneClient')}
            </Text>
            <List size="sm" data-testid="json-import-counts">
              {(['clients', 'sessions', 'notes', 'goals'] as const).map((kind) => (
                <List.Item key={kind}>{t(`dataexport.import.${kind}`, { count: counts[kind] ?? 0 })}</List.Item>
              ))}
            </List>
          </>
        )}
        {run.error && (
          <Alert color="red" role="alert">
            {errorText(t, run.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dataexport.wizard.cancel')}
          </Button>
          <Button onClick={() => run.mutate()} loading={run.isPending} disabled={!info}>
            {t('dataexport.import.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
