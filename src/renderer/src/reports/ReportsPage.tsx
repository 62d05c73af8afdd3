import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../components/Panel';
import { clientOptionsQuery } from '../goals/queries';
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
  const { data: clients = [] } = useQuery(clientOptionsQuery);
  const [clientId, setClientId] = useState<string | null>(null);
  return (
    <Panel title={t('reports.page.progressTitle')}>
      <Text size="sm" c="dimmed">
        {t('reports.page.progressHint')}
      </Text>
      <Group align="end">
        <Select
          label={t('reports.page.client')}
          placeholder={t('reports.page.pickClient')}
          data={clients.map((c) => ({ value: String(c.id), label: c.fullName }))}
          value={clientId}
          onChange={setClientId}
          searchable
          w={320}
          data-testid="report-client"
        />
        {clientId && <ProgressReportButton clientId={Number(clientId)} variant="filled" />}
      </Group>
    </Panel>
  );
}
