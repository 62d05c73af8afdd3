import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BackupStatus } from '../../../shared/contract';
import { ForwardIcon } from '../components/DirectionIcons';
import { useFormatters } from '../i18n/useFormatters';
import { type BackupProblem, backupProblem, PROBLEM_COLOUR } from './backup-problem';
import { backupStatusQuery } from './queries';

/** For the dashboard: what is wrong with the backups, in one sentence, and the way to the Backups page; nothing when all is well. */
export function BackupStatusAlert() {
  const { t } = useTranslation();
  const { data: status } = useQuery(backupStatusQuery);
  const problem = status ? backupProblem(status) : null;
  if (!status || !problem) return null;
  return (
    <Alert color={PROBLEM_COLOUR[problem]} icon={<IconAlertTriangle />} data-testid="dashboard-backup-alert" py="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          <ProblemSentence problem={problem} status={status} />
        </Text>
        <Button component={Link} to="/backups" size="xs" variant="light" color={PROBLEM_COLOUR[problem]} rightSection={<ForwardIcon size={14} />}>
          {t('dashboard.backup.open')}
        </Button>
      </Group>
    </Alert>
  );
}

function ProblemSentence({ problem, status }: { problem: BackupProblem; status: BackupStatus }) {
  const { t } = useTranslation();
  const format = useFormatters();
  switch (problem) {
    case 'unreachable':
      return t('backups.warning.unreachableTitle');
    case 'failed':
      return t('backups.warning.automaticFailed', { date: format.dateTime(status.lastAutomaticFailure!.at) });
    case 'none':
      return t('dashboard.backup.none');
    case 'stale':
      return t('dashboard.backup.stale', { date: format.dateTime(status.lastGoodAt!), count: status.warnAfterDays });
  }
}
