import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '../../../shared/contract';
import { call } from '../api/client';
import { useGoalChange } from './queries';

/** A milestone's title typed again in its own row: Enter or Save keeps it, Escape or Cancel leaves it as it was. */
export function MilestoneRename({ milestone, onDone }: { milestone: Milestone; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(milestone.title);
  const rename = useGoalChange(() => call('goals.updateMilestone', { id: milestone.id, changes: { title: title.trim() } }));
  const unchanged = title.trim() === milestone.title;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged) onDone();
        else rename.mutate(undefined, { onSuccess: onDone });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      {/* Stacked: the milestones sit in a narrow column beside the goal's progress. */}
      <Stack gap={6}>
        <TextInput aria-label={t('goals.milestones.titleLabel')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} autoFocus />
        <Group gap="xs" justify="flex-end">
          <Button type="submit" size="xs" disabled={!title.trim()} loading={rename.isPending}>
            {t('goals.form.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('goals.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
