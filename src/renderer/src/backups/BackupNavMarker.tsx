import { ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { backupProblem, PROBLEM_COLOUR } from './backup-problem';
import { backupStatusQuery } from './queries';

/** Beside "Backups and data" in the navigation while the dashboard's backup alert would show, so it is seen from every page. */
export function BackupNavMarker() {
  const { t } = useTranslation();
  const { data: status } = useQuery(backupStatusQuery);
  const problem = status ? backupProblem(status) : null;
  if (!problem) return null;
  return (
    <ThemeIcon size={20} radius="xl" variant="light" color={PROBLEM_COLOUR[problem]} role="img" aria-label={t('nav.needsAttention')} title={t('nav.needsAttention')} data-testid="backup-nav-marker">
      <IconAlertTriangle size={13} aria-hidden />
    </ThemeIcon>
  );
}
