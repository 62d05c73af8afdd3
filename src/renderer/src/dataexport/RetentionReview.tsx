import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RetentionCandidate } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { NumberField } from '../components/NumberField';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { useSettings } from '../settings/useSettings';
import { SettingsSection } from '../settings/SettingsSection';
import { EraseDialog } from './EraseDialog';
import { useErrorNotice } from '../i18n/useErrorNotice';

const reviewQuery = { queryKey: ['retention.review'], queryFn: () => call('retention.review', {}) };

/** Clients finished long ago, for the coach to keep another year or erase. */
export function RetentionReview() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: review } = useQuery(reviewQuery);
  const [erasing, setErasing] = useState<RetentionCandidate | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewQuery.queryKey });
  const notice = useErrorNotice();
  const keep = useMutation({
    mutationFn: (client: RetentionCandidate) => call('retention.keep', { id: client.id }),
    onSuccess: (_, client) => {
      void refresh();
      notifications.show({ message: t('dataexport.review.kept', { name: client.fullName }) });
    },
  });
  return (
    <SettingsSection title={t('dataexport.review.title')}>
      <Text size="sm">{t('dataexport.review.description')}</Text>
      <YearsSetting onSaved={() => void refresh()} />
      {review && review.clients.length === 0 && <Text c="dimmed">{t('dataexport.review.empty')}</Text>}
      {review && review.clients.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="retention-review">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dataexport.review.client')}</Table.Th>
                <Table.Th>{t('dataexport.review.endedOn')}</Table.Th>
                <Table.Th>{t('dataexport.review.sessions')}</Table.Th>
                <Table.Th>{t('dataexport.review.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.clients.map((client) => (
                <Table.Tr key={client.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Link to={`/clients/${client.id}`}>
                        <UserText>{client.fullName}</UserText>
                      </Link>
                      {client.archived && <Badge color="gray">{t('dataexport.review.archived')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{format.date(client.endedOn, 'medium')}</Table.Td>
                  <Table.Td>{format.number(client.sessions)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => keep.mutate(client, { onError: notice })} loading={keep.isPending && keep.variables?.id === client.id}>
                        {t('dataexport.review.keep')}
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setErasing(client)}>
                        {t('dataexport.review.erase')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EraseDialog client={erasing} trashFirst onClose={() => setErasing(null)} onErased={() => void refresh()} />
    </SettingsSection>
  );
}

function YearsSetting({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const [years, setYears] = useState<number | string>(settings?.retentionYears ?? 7);
  useEffect(() => {
    if (settings) setYears(settings.retentionYears);
  }, [settings]);
  return (
    <Group align="end">
      <NumberField label={t('dataexport.review.years')} value={years} onChange={setYears} min={1} max={50} allowDecimal={false} w={360} />
      <Button variant="default" disabled={typeof years !== 'number' || years === settings?.retentionYears} onClick={() => update.mutate({ retentionYears: years as number }, { onSuccess: onSaved })}>
        {t('dataexport.review.save')}
      </Button>
    </Group>
  );
}
