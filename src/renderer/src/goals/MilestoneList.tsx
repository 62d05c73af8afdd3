import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalDetail } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { MilestoneRename } from './MilestoneRename';
import { moved } from './moved';
import { ConfirmAction } from '../components/ConfirmAction';
import { Sentence } from '../components/Sentence';
import { showGoal, useGoalChange } from './queries';
import { useFormatters } from '../i18n/useFormatters';

/** An ordered checklist: tick off with today's date, rename, move up or down, add, delete (after asking). */
export function MilestoneList({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [title, setTitle] = useState('');
  const [renaming, setRenaming] = useState<number | null>(null);
  // Focus goes back to the pencil the rename started from (the row is drawn anew, so autoFocus does it).
  const [renamed, setRenamed] = useState<number | null>(null);
  const tick = useGoalChange(({ id, done }: { id: number; done: boolean }) => call('goals.updateMilestone', { id, changes: { doneOn: done ? isoDateOf(new Date()) : null } }));
  const reorder = useGoalChange((order: number[]) => call('goals.reorderMilestones', { goalId: goal.id, order }));
  const add = useGoalChange(() => call('goals.addMilestone', { goalId: goal.id, title }));
  const ids = goal.milestones.map((m) => m.id);
  const move = (index: number, by: -1 | 1) => reorder.mutate(moved(ids, index, by));

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
          <Group key={milestone.id} justify="space-between" wrap="nowrap" data-testid="milestone">
            <Checkbox
              checked={milestone.doneOn !== null}
              onChange={(e) => tick.mutate({ id: milestone.id, done: e.currentTarget.checked })}
              label={<span dir="auto">{milestone.title}</span>}
              description={milestone.doneOn ? t('goals.milestones.doneOn', { date: format.date(milestone.doneOn, 'medium') }) : undefined}
            />
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('goals.milestones.rename', { title: milestone.title })} autoFocus={milestone.id === renamed} onClick={() => setRenaming(milestone.id)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={t('goals.milestones.moveUp', { title: milestone.title })} disabled={index === 0} onClick={() => move(index, -1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={t('goals.milestones.moveDown', { title: milestone.title })} disabled={index === ids.length - 1} onClick={() => move(index, 1)}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ConfirmAction
                trigger={(open) => (
                  <ActionIcon variant="subtle" color="red" aria-label={t('goals.milestones.delete', { title: milestone.title })} onClick={open}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
                title={t('goals.milestones.delete', { title: milestone.title })}
                message={<Sentence k="goals.milestones.deleteConfirm" values={{ title: milestone.title }} />}
                confirmLabel={t('goals.form.delete')}
                action={() => call('goals.deleteMilestone', { id: milestone.id }).then(showGoal)}
              />
            </Group>
          </Group>
        ),
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(undefined, { onSuccess: () => setTitle('') });
        }}
      >
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('goals.milestones.new')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
          <Button type="submit" variant="light" disabled={!title.trim()} loading={add.isPending}>
            {t('goals.milestones.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
