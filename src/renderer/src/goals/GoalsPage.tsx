import { Alert, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoalStatus } from '../../../shared/contract';
import { ClientPicker } from '../clients/ClientPicker';
import { KeptRows, useOtherFiltersShown } from '../components/KeptRows';
import { ShowMore } from '../components/ShowMore';
import { useShownRows } from '../components/useShownRows';
import { errorText } from '../i18n/error-text';
import { GoalFormModal } from './GoalFormModal';
import { GoalsTabs } from './GoalsSection';
import { GoalsTable } from './GoalsTable';
import { clientTagsQuery, goalListQuery, staleGoalCountQuery } from './queries';
import { SectionHeader } from './SectionHeader';

const ANY = 'any';

/** Every current client's goals, active ones by default, those gone quiet flagged. */
export function GoalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [clientId, setClientId] = useState<number | null>(null);
  const [status, setStatus] = useState<string>('active');
  const [tag, setTag] = useState<string | null>(null);
  const [staleOnly, setStaleOnly] = useState(false);
  const [creating, { open, close }] = useDisclosure();
  const shownGoals = { clientId, status: status === ANY ? null : GoalStatus.parse(status), tag };
  const filters = { ...shownGoals, staleOnly };
  const filtersKey = JSON.stringify(filters);
  const { shown, limit, showMore } = useShownRows(filtersKey);
  // Asking for more keeps the rows shown (and the place in them) until the longer list arrives;
  // other filters keep them too, dimmed, rather than flash an empty page.
  const { data: goals, error, isPlaceholderData } = useQuery({ ...goalListQuery({ ...filters, limit }), placeholderData: keepPreviousData });
  const stale = useOtherFiltersShown(filtersKey, isPlaceholderData);
  const visible = goals?.slice(0, shown);
  const { data: tags } = useQuery(clientTagsQuery);
  // As the page opens: a new practice is told where goals come from, not that its filters match none.
  const unfiltered = clientId === null && status === 'active' && tag === null && !staleOnly;
  const staleCount = useQuery({ ...staleGoalCountQuery(shownGoals), enabled: !staleOnly }).data?.stale ?? 0;

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
      <KeptRows stale={stale}>
        <Stack gap="lg">
          {goals && goals.length === 0 && <Text c="dimmed">{t(unfiltered ? 'goals.noneActive' : 'goals.empty')}</Text>}
          {visible && visible.length > 0 && <GoalsTable goals={visible} />}
          {visible && goals && visible.length < goals.length && <ShowMore text={t('goals.firstShown', { count: visible.length })} onMore={showMore} />}
        </Stack>
      </KeptRows>
      <GoalFormModal opened={creating} onClose={close} onSaved={(goal) => navigate(`/goals/${goal.id}`)} />
    </Stack>
  );
}
