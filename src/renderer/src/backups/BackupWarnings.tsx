import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BackupOverview } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { Sentence } from '../components/Sentence';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';

/** The first thing on the page: is there a recent good backup, and can more be made? */
export function BackupWarnings({ overview }: { overview: BackupOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const failure = overview.lastAutomaticFailure;
  return (
    <>
      {!overview.folderReachable && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('backups.warning.unreachableTitle')} role="alert">
          <Sentence k="backups.warning.unreachable" values={{ folder: overview.folder }} />
        </Alert>
      )}
      {overview.folderReachable && overview.stale && (
        <Alert color="orange" icon={<IconAlertTriangle />} title={t('backups.warning.staleTitle')} role="alert">
          {overview.lastGoodAt
            ? t('backups.warning.stale', { date: format.dateTime(overview.lastGoodAt), count: overview.warnAfterDays })
            : t('backups.warning.none')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('backups.warning.automaticFailed', { date: format.dateTime(failure.at) })}>
          {errorText(t, new AppError(failure.code, '', failure.details))}
        </Alert>
      )}
      {!overview.stale && overview.lastGoodAt && (
        <Text c="teal" size="sm" data-testid="last-good-backup">
          <IconCircleCheck size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
          {t('backups.lastGood', { date: format.dateTime(overview.lastGoodAt) })}
        </Text>
      )}
    </>
  );
}
