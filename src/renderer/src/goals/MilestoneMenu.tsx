import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '../../../shared/contract';
import { call } from '../api/client';
import { ConfirmAction } from '../components/ConfirmAction';
import { Sentence } from '../components/Sentence';
import { showGoal } from './queries';

interface Props {
  milestone: Milestone;
  first: boolean;
  last: boolean;
  onRename(): void;
  onMove(by: -1 | 1): void;
  /** Focus lands here when a rename started from this menu ends. */
  autoFocus: boolean;
}

/** A milestone's actions behind one button: four beside each title left it no room in the goal page's narrow column. */
export function MilestoneMenu({ milestone, first, last, onRename, onMove, autoFocus }: Props) {
  const { t } = useTranslation();
  const { title } = milestone;
  return (
    <ConfirmAction
      trigger={(askToDelete) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('goals.milestones.more', { title })} autoFocus={autoFocus}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={onRename}>
              {t('goals.milestones.rename')}
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={first} onClick={() => onMove(-1)}>
              {t('goals.milestones.up')}
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={last} onClick={() => onMove(1)}>
              {t('goals.milestones.down')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={askToDelete}>
              {t('goals.form.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      title={t('goals.milestones.delete', { title })}
      message={<Sentence k="goals.milestones.deleteConfirm" values={{ title }} />}
      confirmLabel={t('goals.form.delete')}
      action={() => call('goals.deleteMilestone', { id: milestone.id }).then(showGoal)}
    />
  );
}
