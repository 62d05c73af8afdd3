import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalDetail } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { MilestoneMenu } from './MilestoneMenu';
import { MilestoneRename } from './MilestoneRename';
import { moved } from './moved';
import { useGoalChange } from './queries';
import { useFormatters } from '../i18n/useFormatters';

/** An ordered checklist: tick off with today's date, rename, move up or down, add, delete (after asking). */
export function MilestoneList({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [title, setTitle] = useState('');
  const [renaming, setRenaming] = useState<number | null>(null);
  // Focus goes back to the menu the rename started from (the row is drawn anew, so autoFocus does it).
  const [renamed, setRenamed] = useState<number | null>(null);
  const tick = useGoalChange(({ id, done }: { id: number; done: boolean }) => call('goals.updateMilestone', { id, changes: { doneOn: done ? isoDateOf(new Date()) : null } }));
  const reorder = useGoalChange((order: number[]) => call('goals.reorderMilestones', { goalId: goal.id, order }));
  const add = useGoalChange(() => call('goals.addMilestone', { goalId: goal.id, title }));
  const ids = goal.milestones.map((m) => m.id);

  return (
    <Stack gap="xs">
      {goal.milestones.length === 0 && <Text c="dimmed">{t('goals.milestones.none')}</Text>}
      {goal.milestones.map((milestone, index) =>
        milestone.id === renaming ? (
          <MilestoneRename
            key={milestone.id}
            milestone={milestone}
            onDone={() => {
              setRenaming(null);
              setRenamed(milestone.id);
            }}
          />
        ) : (
          <Group key={milestone.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-testid="milestone">
            <Checkbox
              checked={milestone.doneOn !== null}
              onChange={(e) => tick.mutate({ id: milestone.id, done: e.currentTarget.checked })}
              label={
                // A long word breaks rather than pushing the menu out of the column.
                <span dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {milestone.title}
                </span>
              }
              description={milestone.doneOn ? t('goals.milestones.doneOn', { date: format.date(milestone.doneOn, 'medium') }) : undefined}
            />
            <MilestoneMenu
              milestone={milestone}
              first={index === 0}
              last={index === ids.length - 1}
              onRename={() => setRenaming(milestone.id)}
              onMove={(by) => reorder.mutate(moved(ids, index, by))}
              autoFocus={milestone.id === renamed}
            />
          </Group>
        ),
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(undefined, { onSuccess: () => setTitle('') });
        }}
      >
        {/* The button goes under the box where the column is narrow (about 200 px in a 1,000-pixel window), as the rename field's do. */}
        <Group gap="xs" align="end">
          <TextInput flex="1 1 10rem" label={t('goals.milestones.new')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
          <Button type="submit" variant="light" disabled={!title.trim()} loading={add.isPending}>
            {t('goals.milestones.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
