import { SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateOf } from '../../../shared/i18n/format';
import { Panel } from '../components/Panel';
import { useFormatters } from '../i18n/useFormatters';
import { ActionItemForm } from './ActionItemForm';
import { ActionList } from './ActionList';
import { completionQuery } from './actionQueries';

const RATE_DAYS = 90;

/** A client's commitments, for the client page: filter, add, and how reliably they are kept. */
export function ClientActionItems({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'all'>('open');
  return (
    <Panel
      title={t('actions.title')}
      actions={
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(value) => setStatus(value as 'open' | 'all')}
          data={[
            { value: 'open', label: t('actions.filters.open') },
            { value: 'all', label: t('actions.filters.all') },
          ]}
        />
      }
    >
      <CompletionRate clientId={clientId} />
      <ActionList input={{ clientId, status }} empty={t('actions.noneForClient')} showSession />
      <ActionItemForm clientId={clientId} />
    </Panel>
  );
}

function CompletionRate({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const to = isoDateOf(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - RATE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const { data } = useQuery(completionQuery(clientId, from, to));
  if (!data || data.rate === null) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="completion-rate">
      {t('actions.completion', {
        rate: format.percent(data.rate),
        done: data.done,
        considered: data.considered,
        days: RATE_DAYS,
      })}
    </Text>
  );
}
