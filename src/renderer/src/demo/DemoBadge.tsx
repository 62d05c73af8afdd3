import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { demoStatusQuery } from './queries';

/** Shown in the header of a demo practice, so invented clients are never taken for real ones; opens Settings, where the demo can be removed. */
export function DemoBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(demoStatusQuery);
  if (!data?.demo) return null;
  return (
    <Badge component={Link} to="/settings" color="orange" variant="light" size="lg" style={{ cursor: 'pointer' }} title={t('demo.badgeHint')}>
      {t('demo.badge')}
    </Badge>
  );
}
