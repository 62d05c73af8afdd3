import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientView } from '../../../shared/contract';

/**
 * What a list with no one in it says: a search or filter that matches no one says so; otherwise
 * the view is empty, and the current one shows how to begin (a new practice lands here first).
 */
export function EmptyClientList({ view, filtered }: { view: ClientView; filtered: boolean }) {
  const { t } = useTranslation();
  if (filtered) return <Text c="dimmed">{t('clients.empty')}</Text>;
  if (view !== 'current') return <Text c="dimmed">{t(`clients.none.${view}`)}</Text>;
  return (
    <Stack gap="sm" align="flex-start" data-testid="no-clients">
      <Text fw={500}>{t('clients.none.current')}</Text>
      <Text c="dimmed">{t('clients.none.hint')}</Text>
      <Group>
        <Button component={Link} to="/clients/new" leftSection={<IconPlus size={18} />}>
          {t('clients.add')}
        </Button>
        <Button component={Link} to="/backups?tab=export" variant="default" leftSection={<IconFileImport size={18} />}>
          {t('clients.none.import')}
        </Button>
      </Group>
    </Stack>
  );
}
