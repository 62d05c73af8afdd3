import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FillDemo } from '../demo/FillDemo';

/**
 * How to begin when there are no current clients: add one or import a list; a practice with no
 * client at all (a new one) may also be filled with the demo clients.
 */
export function NoClientsYet({ newPractice }: { newPractice: boolean }) {
  const { t } = useTranslation();
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
