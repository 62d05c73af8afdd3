import { Divider, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionItem, ActionListInput } from '../../../shared/contract';
import { KeptRows, useOtherFiltersShown } from '../components/KeptRows';
import { ShowMore } from '../components/ShowMore';
import { WindowList } from '../components/WindowList';
import { ActionItemRow } from './ActionItemRow';
import { actionsQuery } from './actionQueries';

/** An item with its due date and badges on one line below its text. */
const ROW_HEIGHT = 62;

interface Props {
  input: ActionListInput;
  empty: string;
  shown?: number;
  onShowMore?: () => void;
  showClient?: boolean;
  showSession?: boolean;
}

/**
 * Action items as the core lists them (overdue first), or a sentence when there are none.
 * With `shown` (the practice's lists, which can run to thousands), at most that many, drawn only
 * near the window, and a line saying so when there are more, with `onShowMore` behind a button.
 */
export function ActionList({ input, empty, shown, onShowMore, showClient, showSession }: Props) {
  const { t } = useTranslation();
  // One more than shown: whether there are more comes with the list. Asking for more keeps the
  // rows shown (and the place in them) until the longer list arrives; another view keeps them
  // too, dimmed, rather than flash a loader.
  const items = useQuery({ ...actionsQuery(shown ? { ...input, limit: shown + 1 } : input), placeholderData: shown ? keepPreviousData : undefined });
  const stale = useOtherFiltersShown(JSON.stringify(input), items.isPlaceholderData);
  if (items.isPending) return <Loader size="sm" />;
  if (!items.data?.length) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const visible = shown ? items.data.slice(0, shown) : items.data;
  const row = (item: ActionItem, index: number) => (
    <>
      {index > 0 && <Divider />}
      <ActionItemRow item={item} showClient={showClient} showSession={showSession} />
    </>
  );
  return (
    <KeptRows stale={stale}>
      <Stack gap={0}>
        {shown ? (
          <WindowList count={visible.length} estimatedHeight={ROW_HEIGHT} rowKey={(index) => visible[index]!.id} row={(index) => row(visible[index]!, index)} />
        ) : (
          visible.map((item, index) => <Fragment key={item.id}>{row(item, index)}</Fragment>)
        )}
        {visible.length < items.data.length && <ShowMore text={t('actions.firstShown', { count: visible.length })} onMore={onShowMore} />}
      </Stack>
    </KeptRows>
  );
}
