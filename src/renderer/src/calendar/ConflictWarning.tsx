import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Conflict } from '../../../shared/contract';
import { useFormatters } from '../i18n/useFormatters';

export function ConflictWarning({ conflicts }: { conflicts: Conflict[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (conflicts.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('calendar.dialog.conflicts', { count: conflicts.length })} data-testid="conflict-warning">
      <List size="sm">
        {conflicts.slice(0, 5).map(({ session, proposedStart }) => (
          <List.Item key={`${session.id}-${proposedStart}`}>
            <span dir="auto">{session.clientName}</span>
            {format.separator}
            {format.sessionDateTime(session.start)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
