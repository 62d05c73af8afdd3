import { Divider, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { ActionListInput } from '../../../shared/contract';
import { ActionItemRow } from './ActionItemRow';
import { actionsQuery } from './actionQueries';

/** Action items as the core lists them (overdue first), or a sentence when there are none. */
export function ActionList({ input, empty, showClient, showSession }: { input: ActionListInput; empty: string; showClient?: boolean; showSession?: boolean }) {
  const items = useQuery(actionsQuery(input));
  if (items.isPending) return <Loader size="sm" />;
  if (!items.data?.length) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {items.data.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider />}
          <ActionItemRow item={item} showClient={showClient} showSession={showSession} />
        </Fragment>
      ))}
    </Stack>
  );
}
