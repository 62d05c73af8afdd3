import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionList } from './ActionList';

/** For the dashboard: open commitments past their due date, the longest waiting first. */
export function OverdueActionItems({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-label={t('actions.overdueTitle')}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('actions.overdueTitle')}
        </Title>
        <ActionList input={{ overdue: true, limit }} empty={t('actions.noneOverdue')} showClient />
        <Anchor component={Link} to="/actions" size="sm">
          {t('actions.seeAll')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
