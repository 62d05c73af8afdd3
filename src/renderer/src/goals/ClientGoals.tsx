import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoalStatus, type GoalSummary } from '../../../shared/contract';
import { errorText } from '../i18n/error-text';
import { TrendLine } from './charts/TrendLine';
import { GoalStatusBadge, StaleBadge } from './GoalBadges';
import { GoalFormModal } from './GoalFormModal';
import { GoalProgressView } from './GoalProgressView';
import { goalListQuery } from './queries';
import { SectionHeader } from './SectionHeader';
import { useFormatters } from '../i18n/useFormatters';

const byStatus = (a: GoalSummary, b: GoalSummary) => GoalStatus.options.indexOf(a.status) - GoalStatus.options.indexOf(b.status);

/**
 * A client's goals for the client page: each with its progress and a small trend line,
 * active ones first, and a button to set a new one.
 */
export function ClientGoals({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const [creating, create] = useDisclosure();
  const { data: goals, error } = useQuery(goalListQuery({ clientId }));
  return (
    <Stack gap="md" component="section" aria-labelledby="client-goals-title">
      <SectionHeader order={2} id="client-goals-title" title={t('goals.title')} actionLabel={t('goals.newGoal')} onAction={create.open} />
      {error && <Alert color="red">{errorText(t, error)}</Alert>}
      {goals?.length === 0 && <Text c="dimmed">{t('goals.emptyClient')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {goals?.toSorted(byStatus).map((goal) => <GoalCard key={goal.id} goal={goal} />)}
      </SimpleGrid>
      <GoalFormModal opened={creating} onClose={create.close} clientId={clientId} />
    </Stack>
  );
}

function GoalCard({ goal }: { goal: GoalSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder p="md" data-testid="client-goal">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Stack gap={2}>
            <Anchor component={Link} to={`/goals/${goal.id}`} fw={600} dir="auto">
              {goal.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {goal.lastCheckInOn ? t('goals.lastCheckIn', { date: format.date(goal.lastCheckInOn, 'medium') }) : t('goals.noCheckIns')}
            </Text>
          </Stack>
          <TrendLine goal={goal} />
        </Group>
        <GoalProgressView goal={goal} compact />
        <Group gap="xs">
          {goal.status !== 'active' && <GoalStatusBadge status={goal.status} />}
          {goal.stale && <StaleBadge days={goal.daysSinceCheckIn} />}
        </Group>
      </Stack>
    </Paper>
  );
}
