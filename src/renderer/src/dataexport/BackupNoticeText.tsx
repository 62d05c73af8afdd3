import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackupNotice } from '../../../shared/contract';
import { useFormatters } from '../i18n/useFormatters';

/** What older backups still hold of a client being erased, and until when. */
export function BackupNoticeText({ notice }: { notice: BackupNotice }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const lines: string[] = [];
  if (notice.folderUnreachable) lines.push(t('dataexport.erase.unreachable'));
  else if (notice.backupsHoldingClient === 0) lines.push(t('dataexport.erase.noBackups'));
  else {
    lines.push(t('dataexport.erase.backups', { count: notice.backupsHoldingClient }));
    if (notice.holdsUntil) lines.push(t('dataexport.erase.until', { date: format.date(notice.holdsUntil) }));
  }
  if (notice.keptUntilDeleted > 0) lines.push(t('dataexport.erase.keptUntilDeleted', { count: notice.keptUntilDeleted }));
  lines.push(t('dataexport.erase.elsewhere'));
  return (
    <List size="sm" spacing={4} data-testid="backup-notice">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
