import { Divider, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionListInput } from '../../../shared/contract';
import { ActionItemRow } from './ActionItemRow';
import { actionsQuery } from './actionQueries';

/**
 * Action items as the core lists them (overdue first), or a sentence when there are none.
 * With `shown`, at most that many, and a line saying so when there are more.
 */
export function ActionList({ input, empty, shown, showClient, showSession }: { input: ActionListInput; empty: string; shown?: number; showClient?: boolean; showSession?: boolean }) {
  const { t } = useTranslation();
  // One more than shown: whether there are more comes with the list.
  const items = useQuery(actionsQuery(shown ? { ...input, limit: shown + 1 } : input));
  if (items.isPending) return <Loader size="sm" />;
  if (!items.data?.length) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const visible = shown ? items.data.slice(0, shown) : items.data;
  return (
    <Stack gap={0}>
      {visible.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider />}
          <ActionItemRow item={item} showClient={showClient} showSession={showSession} />
        </Fragment>
      ))}
      {visible.length < items.data.length && (
        <Text size="sm" c="dimmed" pt="sm">
          {t('actions.firstShown', { count: visible.length })}
        </Text>
      )}
    </Stack>
  );
}
