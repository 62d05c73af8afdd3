import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../components/Panel';
import { ClientPicker } from '../clients/ClientPicker';
import { DaySummaries } from './DaySummaries';
import { ProgressReportButton } from './ProgressReportButton';

/** Documents for clients: a day's session summaries in one batch, and progress reports per client. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={960} gap="lg">
      <Title order={1} size="h2">
        {t('reports.page.title')}
      </Title>
      <DaySummaries />
      <ClientProgress />
    </Stack>
  );
}

function ClientProgress() {
  const { t } = useTranslation();
  const [clientId, setClientId] = useState<number | null>(null);
  return (
    <Panel title={t('reports.page.progressTitle')}>
      <Text size="sm" c="dimmed">
        {t('reports.page.progressHint')}
      </Text>
      <Group align="end">
        <ClientPicker label={t('reports.page.client')} placeholder={t('reports.page.pickClient')} value={clientId} onChange={setClientId} w={320} data-testid="report-client" />
        {clientId !== null && <ProgressReportButton clientId={clientId} variant="filled" />}
      </Group>
    </Panel>
  );
}
