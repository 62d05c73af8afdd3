import { ActionIcon, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoalDetail } from '../../../shared/contract';
import { call } from '../api/client';
import { UserText } from '../components/UserText';
import { clientSessionsQuery, useGoalChange } from './queries';
import { useFormatters } from '../i18n/useFormatters';

/** Sessions the goal was worked on in (linked by hand or through check-ins), and a way to link one. */
export function LinkedSessions({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: sessions } = useQuery(clientSessionsQuery(goal.clientId));
  const link = useGoalChange(({ sessionId, linked }: { sessionId: number; linked: boolean }) => call('goals.linkSession', { goalId: goal.id, sessionId, linked }));
  const linked = new Set(goal.sessions.map((s) => s.sessionId));
  const sessionLabel = (start: string, title: string | null) => format.parts(format.dateTime(start), title);

  return (
    <Stack gap="xs">
      {goal.sessions.length === 0 && <Text c="dimmed">{t('goals.links.noSessions')}</Text>}
      {goal.sessions.map((session) => (
        <Group key={session.sessionId} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm">
              {format.dateTime(session.start)}
              {session.title && (
                <>
                  {format.separator}
                  <UserText>{session.title}</UserText>
                </>
              )}
            </Text>
            {session.checkIns > 0 && (
              <Text size="xs" c="dimmed">
                {t('goals.links.viaCheckIns', { count: session.checkIns })}
              </Text>
            )}
          </Stack>
          {session.explicit && (
            <ActionIcon variant="subtle" aria-label={t('goals.links.unlink', { session: sessionLabel(session.start, session.title) })} onClick={() => link.mutate({ sessionId: session.sessionId, linked: false })}>
              <IconUnlink size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Select
        label={t('goals.links.link')}
        data={(sessions ?? []).filter((s) => !linked.has(s.id)).map((s) => ({ value: String(s.id), label: sessionLabel(s.start, s.title) }))}
        value={null}
        onChange={(value) => value && link.mutate({ sessionId: Number(value), linked: true })}
        searchable
      />
    </Stack>
  );
}

/** Action items (issue 4) linked to the goal; nothing at all until this practice has action items. */
export function LinkedActions({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (goal.actions.length === 0) return <Text c="dimmed">{t('goals.links.noActions')}</Text>;
  return (
    <Stack gap="xs">
      {/* The page's side column is narrow: the item's text has the width, its date and status go under it, whole. */}
      {goal.actions.map((action) => (
        <Stack key={action.id} gap={4} data-testid="goal-action">
          <UserText block size="sm">
            {action.text}
          </UserText>
          <Group gap="xs">
            <Badge variant="light">{t(`goals.links.actionStatuses.${action.status}`, { defaultValue: action.status })}</Badge>
            {action.dueOn && (
              <Text size="xs" c="dimmed">
                {t('goals.links.due', { date: format.date(action.dueOn, 'medium') })}
              </Text>
            )}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
