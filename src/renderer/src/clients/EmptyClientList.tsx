import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientView } from '../../../shared/contract';
import { FillDemo } from '../demo/FillDemo';
import { demoStatusQuery } from '../demo/queries';

/**
 * What a list with no one in it says: a search or filter that matches no one says so; otherwise
 * the view is empty, and the current one shows how to begin (a new practice lands here first,
 * and may be filled with the demo clients while it has none at all).
 */
export function EmptyClientList({ view, filtered }: { view: ClientView; filtered: boolean }) {
  const { t } = useTranslation();
  const { data: demo } = useQuery({ ...demoStatusQuery, staleTime: 0, enabled: !filtered && view === 'current' });
  if (filtered) return <Text c="dimmed">{t('clients.empty')}</Text>;
  if (view !== 'current') return <Text c="dimmed">{t(`clients.none.${view}`)}</Text>;
  const newPractice = demo?.empty === true;
  return (
    <Stack gap="sm" align="flex-start" data-testid="no-clients">
      <Text fw={500}>{t(newPractice ? 'clients.none.new' : 'clients.none.current')}</Text>
      <Text c="dimmed">{t(newPractice ? 'clients.none.hintNew' : 'clients.none.hint')}</Text>
      <Group align="flex-start">
        <Button component={Link} to="/clients/new" leftSection={<IconPlus size={18} />}>
          {t('clients.add')}
        </Button>
        <Button component={Link} to="/backups?tab=export" variant="default" leftSection={<IconFileImport size={18} />}>
          {t('clients.none.import')}
        </Button>
        {newPractice && <FillDemo variant="default" />}
      </Group>
    </Stack>
  );
}
