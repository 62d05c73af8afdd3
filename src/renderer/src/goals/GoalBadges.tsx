import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoalStatus } from '../../../shared/contract';

const STATUS_COLOR: Record<GoalStatus, string> = { active: 'blue', achieved: 'teal', paused: 'gray', dropped: 'red' };

export function GoalStatusBadge({ status }: { status: GoalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`goals.statuses.${status}`)}
    </Badge>
  );
}

/**
 * The badge's words may break onto a second line: a narrow table column would otherwise cut
 * them off ("No check-in for…").
 */
const WRAPPING = { root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** An active goal nobody has checked in on for 30 days or more. */
export function StaleBadge({ days }: { days: number }) {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" data-testid="stale-badge" styles={WRAPPING} miw={0}>
      {t('goals.stale', { count: days })}
    </Badge>
  );
}
