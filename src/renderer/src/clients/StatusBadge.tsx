import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientStatus } from '../../../shared/contract';

const COLOURS: Record<ClientStatus, string> = { prospect: 'grape', active: 'teal', paused: 'yellow', completed: 'gray' };

export function StatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(`clients.statuses.${status}`)}
    </Badge>
  );
}
