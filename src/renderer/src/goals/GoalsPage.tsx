import { Alert, Anchor, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GoalStatus } from '../../../shared/contract';
import { ClientPicker } from '../clients/ClientPicker';
import { errorText } from '../i18n/error-text';
import { TrendLine } from './charts/TrendLine';
import { GoalFormModal } from './GoalFormModal';
import { GoalProgressView } from './GoalProgressView';
import { GoalsTabs } from './GoalsSection';
import { GoalStatusBadge, StaleBadge } from './GoalBadges';
import { clientTagsQuery, goalListQuery } from './queries';
import { SectionHeader } from './SectionHeader';
import { useFormatters } from '../i18n/useFormatters';

const ANY = 'any';

/** Every current client's goals, active ones by default, those gone quiet flagged. */
export function GoalsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const [clientId, setClientId] = useState<number | null>(null);
  const [status, setStatus] = useState<string>('active');
  const [tag, setTag] = useState<string | null>(null);
  const [staleOnly, setStaleOnly] = useState(false);
  const [creating, { open, close }] = useDisclosure();
  const filter = { clientId, status: status === ANY ? null : GoalStatus.parse(status), tag, staleOnly };
  const { data: goals, error } = useQuery(goalListQuery(filter));
  const { data: tags } = useQuery(clientTagsQuery);
  const staleCount = goals?.filter((g) => g.stale).length ?? 0;

  return (
    <Stack gap="lg">
      <SectionHeader order={1} title={t('goals.title')} actionLabel={t('goals.newGoal')} onAction={open} />
      <GoalsTabs />
      <Group align="end" gap="md">
        <ClientPicker label={t('goals.filters.client')} placeholder={t('goals.filters.allClients')} value={clientId} onChange={setClientId} clearable />
        <Select
          label={t('goals.filters.status')}
          data={[...GoalStatus.options.map((s) => ({ value: s, label: t(`goals.statuses.${s}`) })), { value: ANY, label: t('goals.filters.anyStatus') }]}
          value={status}
          onChange={(value) => setStatus(value ?? 'active')}
          allowDeselect={false}
          w={170}
        />
        <Select label={t('goals.filters.tag')} placeholder={t('goals.filters.anyTag')} data={(tags ?? []).map((x) => x.tag)} value={tag} onChange={setTag} clearable w={170} />
        <Switch label={t('goals.filters.staleOnly')} checked={staleOnly} onChange={(e) => setStaleOnly(e.currentTarget.checked)} mb={8} />
      </Group>
      {error && <Alert color="red">{errorText(t, error)}</Alert>}
      {staleCount > 0 && !staleOnly && (
        <Alert color="orange" variant="light" data-testid="stale-summary">
          {t('goals.staleSummary', { count: staleCount })}
        </Alert>
      )}
      {goals && goals.length === 0 && <Text c="dimmed">{t('goals.empty')}</Text>}
      {goals && goals.length > 0 && (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('goals.columns.goal')}</Table.Th>
              <Table.Th w="30%">{t('goals.columns.progress')}</Table.Th>
              <Table.Th>{t('goals.columns.trend')}</Table.Th>
              <Table.Th>{t('goals.columns.lastCheckIn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goals.map((goal) => (
              <Table.Tr key={goal.id} data-testid="goal-row">
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
                <Table.Td>
                  <TrendLine goal={goal} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="start">
                    <Text size="sm">{goal.lastCheckInOn ? format.date(goal.lastCheckInOn, 'medium') : t('goals.noCheckIns')}</Text>
                    {goal.stale && <StaleBadge days={goal.daysSinceCheckIn} />}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <GoalFormModal opened={creating} onClose={close} onSaved={(goal) => navigate(`/goals/${goal.id}`)} />
    </Stack>
  );
}
