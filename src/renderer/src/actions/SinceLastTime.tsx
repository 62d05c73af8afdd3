import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArrowForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionItem } from '../../../shared/contract';
import { DateInput } from '../components/DateInput';
import { Panel } from '../components/Panel';
import { useFormatters } from '../i18n/useFormatters';
import { ActionItemRow } from './ActionItemRow';
import { sinceLastTimeQuery, useActionMutations } from './actionQueries';

/**
 * The top of a session's note: what the client agreed to last time and has not closed,
 * to tick off now or carry forward to this session (with a new due date if needed).
 */
export function SinceLastTime({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const since = useQuery(sinceLastTimeQuery(sessionId));
  if (!since.data || since.data.items.length === 0) return null;
  const previous = since.data.previousSession;

  return (
    <Panel title={t('actions.sinceLastTime')} bg="var(--cd-since-last-time-bg)" data-testid="since-last-time">
      <Stack gap={4}>
        {previous && (
          <Text size="xs" c="dimmed">
            {t('actions.previousSession', { date: format.date(previous.start, 'medium') })}
          </Text>
        )}
        {since.data.items.map((item) => (
          <ActionItemRow key={item.id} item={item} showSession actions={<CarryForward item={item} sessionId={sessionId} />} />
        ))}
      </Stack>
    </Panel>
  );
}

function CarryForward({ item, sessionId }: { item: ActionItem; sessionId: number }) {
  const { t } = useTranslation();
  const { carry } = useActionMutations();
  const [dueOn, setDueOn] = useState(item.dueOn);
  return (
    <Popover position="bottom-end" withinPortal trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="light" leftSection={<IconArrowForward size={14} className="mirror-rtl" aria-hidden />}>
          {t('actions.carryForward')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <DateInput label={t('actions.newDue')} value={dueOn} onChange={setDueOn} data-testid="carry-due" />
          <Group justify="flex-end">
            <Button size="xs" loading={carry.isPending} onClick={() => carry.mutate({ id: item.id, sessionId, dueOn })}>
              {t('actions.carryHere')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
