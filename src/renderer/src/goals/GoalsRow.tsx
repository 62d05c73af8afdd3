import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalSummary } from '../../../shared/contract';
import { useFormatters } from '../i18n/useFormatters';
import { TrendLine } from './charts/TrendLine';
import { GoalStatusBadge, StaleBadge } from './GoalBadges';
import { GoalProgressView } from './GoalProgressView';

interface Props {
  goal: GoalSummary;
  /** The row's place in the list and its element, for measuring it (see useWindowRows). */
  index: number;
  ref: Ref<HTMLTableRowElement>;
}

/**
 * The window width from which the trend has a column: below it the goal's title would be left a
 * word's width (the goal's own page draws its whole chart).
 */
export const TREND_FROM = 'lg';

/** One goal in the practice's goals table: whose it is, how far along, its trend, its last check-in. */
export function GoalsRow({ goal, index, ref }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table.Tr ref={ref} data-index={index} data-testid="goal-row">
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} to={`/goals/${goal.id}`} fw={600} dir="auto">
            {goal.title}
          </Anchor>
          <Group gap="xs">
            <Text size="sm" c="dimmed" dir="auto">
              {goal.clientName}
            </Text>
            {goal.status !== 'active' && <GoalStatusBadge status={goal.status} />}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <GoalProgressView goal={goal} compact />
      </Table.Td>
      <Table.Td visibleFrom={TREND_FROM}>
        <TrendLine goal={goal} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="start">
          <Text size="sm">{goal.lastCheckInOn ? format.date(goal.lastCheckInOn, 'medium') : t('goals.noCheckIns')}</Text>
          {goal.stale && <StaleBadge days={goal.daysSinceCheckIn} />}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
