import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientView } from '../../../shared/contract';
import { demoStatusQuery } from '../demo/queries';
import { NoClientsYet } from './NoClientsYet';

/**
 * What a list with no one in it says: a search or filter that matches no one says so; otherwise
 * the view is empty, and the current one shows how to begin.
 */
export function EmptyClientList({ view, filtered }: { view: ClientView; filtered: boolean }) {
  const { t } = useTranslation();
  const { data: demo } = useQuery({ ...demoStatusQuery, staleTime: 0, enabled: !filtered && view === 'current' });
  if (filtered) return <Text c="dimmed">{t('clients.empty')}</Text>;
  if (view !== 'current') return <Text c="dimmed">{t(`clients.none.${view}`)}</Text>;
  return <NoClientsYet newPractice={demo?.empty === true} />;
}
