import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActionItem } from '../../../shared/contract';
import { ConfirmAction } from '../components/ConfirmAction';
import { Sentence } from '../components/Sentence';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { useActionMutations } from './actionQueries';
import { ActionItemForm } from './ActionItemForm';
import { useErrorNotice } from '../i18n/useErrorNotice';

interface Props {
  item: ActionItem;
  /** Practice-wide lists name the client and link to them. */
  showClient?: boolean;
  /** Lists outside a session link to the session the item was agreed in. */
  showSession?: boolean;
  /** Extra buttons (carry forward), shown before the menu. */
  actions?: ReactNode;
}

/** One commitment: tick it off, see when it is due and whose it is; edit, drop, reopen or delete it. */
export function ActionItemRow({ item, showClient, showSession, actions }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { update, remove } = useActionMutations();
  const notice = useErrorNotice();
  const [editing, setEditing] = useState(false);
  const closed = item.status !== 'open';
  const setStatus = (status: ActionItem['status']) => update.mutate({ id: item.id, changes: { status } }, { onError: notice });
  if (editing) return <ActionItemForm editing={item} onDone={() => setEditing(false)} />;

  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py={6} data-testid="action-item" data-status={item.status}>
      <Checkbox
        mt={2}
        checked={item.status === 'done'}
        disabled={item.status === 'dropped'}
        onChange={(event) => setStatus(event.currentTarget.checked ? 'done' : 'open')}
        aria-label={t('actions.markDone', { text: item.text })}
      />
      <Stack gap={2} flex={1}>
        {/* The item in its own direction (bdi), the line in the page's: an English item in a Persian list stays by its checkbox. */}
        <Text td={closed ? 'line-through' : undefined} c={closed ? 'dimmed' : undefined}>
          <UserText>{item.text}</UserText>
        </Text>
        <Group gap="xs">
          {item.dueOn && (
            <Text size="xs" c={item.overdue ? 'red' : 'dimmed'} fw={item.overdue ? 600 : undefined}>
              {item.overdue ? t('actions.overdueSince', { date: format.date(item.dueOn, 'medium') }) : t('actions.dueOn', { date: format.date(item.dueOn, 'medium') })}
            </Text>
          )}
          <Badge size="xs" variant="light" color={item.owner === 'coach' ? 'grape' : 'teal'}>
            {t(`actions.owners.${item.owner}`)}
          </Badge>
          {item.status === 'dropped' && (
            <Badge size="xs" variant="light" color="gray">
              {t('actions.statuses.dropped')}
            </Badge>
          )}
          {item.carriedForward > 0 && (
            <Badge size="xs" variant="outline" color="orange">
              {t('actions.carried', { count: item.carriedForward })}
            </Badge>
          )}
          {showClient && (
            <Anchor component={Link} to={`/clients/${item.clientId}`} size="xs" dir="auto">
              {item.clientName}
            </Anchor>
          )}
          {showSession && item.sessionId && item.sessionStart && (
            <Anchor component={Link} to={`/sessions/${item.sessionId}`} size="xs">
              {t('actions.fromSession', { date: format.date(item.sessionStart, 'medium') })}
            </Anchor>
          )}
        </Group>
      </Stack>
      {actions}
      <ConfirmAction
        trigger={(askToDelete) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('actions.more', { text: item.text })}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing(true)}>{t('actions.edit')}</Menu.Item>
              {item.status === 'open' ? (
                <Menu.Item onClick={() => setStatus('dropped')}>{t('actions.drop')}</Menu.Item>
              ) : (
                <Menu.Item onClick={() => setStatus('open')}>{t('actions.reopen')}</Menu.Item>
              )}
              <Menu.Item color="red" onClick={askToDelete}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        title={t('actions.deleteTitle')}
        message={<Sentence k="actions.deleteConfirm" values={{ text: item.text }} />}
        confirmLabel={t('actions.delete')}
        action={() => remove.mutateAsync(item.id)}
      />
    </Group>
  );
}
