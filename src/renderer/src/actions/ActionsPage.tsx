import { Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionList } from './ActionList';

type View = 'open' | 'overdue' | 'all';

/** The practice's list is not paged: a coach with more items than this narrows it on a client's page. */
const SHOWN = 1000;

/** Every client's commitments in one place, overdue ones first. */
export function ActionsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('open');
  return (
    <Stack maw={960} gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('nav.actions')}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as View)}
          data={(['open', 'overdue', 'all'] as const).map((value) => ({ value, label: t(`actions.filters.${value}`) }))}
        />
      </Group>
      <Paper withBorder p="md">
        <ActionList
          input={view === 'overdue' ? { overdue: true } : { status: view }}
          empty={t(view === 'overdue' ? 'actions.noneOverdue' : 'actions.nonePractice')}
          shown={SHOWN}
          showClient
          showSession
        />
      </Paper>
    </Stack>
  );
}
