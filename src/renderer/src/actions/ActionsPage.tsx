import { Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownRows } from '../components/useShownRows';
import { ActionList } from './ActionList';

type View = 'open' | 'overdue' | 'all';

/** Every client's commitments in one place, overdue ones first. */
export function ActionsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('open');
  const { shown, showMore } = useShownRows(view);
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
          shown={shown}
          onShowMore={showMore}
          showClient
          showSession
        />
      </Paper>
    </Stack>
  );
}
