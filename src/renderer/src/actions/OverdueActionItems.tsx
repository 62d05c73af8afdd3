import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../components/Panel';
import { ActionList } from './ActionList';

/** For the dashboard: open commitments past their due date, the longest waiting first. */
export function OverdueActionItems({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('actions.overdueTitle')}>
      <ActionList input={{ overdue: true, limit }} empty={t('actions.noneOverdue')} showClient />
      <Anchor component={Link} to="/actions" size="sm">
        {t('actions.seeAll')}
      </Anchor>
    </Panel>
  );
}
