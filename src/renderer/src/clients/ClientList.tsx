import { Button, Group, SegmentedControl, Select, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClientSort, ClientStatus, ClientView } from '../../../shared/contract';
import { tagsQuery } from '../scheduling/queries';
import { KeptRows } from '../components/KeptRows';
import { RestOfWindow, WindowPage } from '../components/WindowPage';
import { ClientRows } from './ClientRows';
import { useClientPages } from './use-client-pages';
import { EmptyClientList } from './EmptyClientList';
import { EmptyTrashButton } from './EmptyTrashButton';

/** In the trash a client has no status and nothing booked: sorting by either would order the rows by what they do not show. */
const TRASH_SORTS = ClientSort.options.filter((s) => s !== 'status' && s !== 'nextSession');

export function ClientList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 120);
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [sort, setSort] = useState<ClientSort>('name');
  const [view, setView] = useState<ClientView>('current');
  // A client in the trash has no current status (its row says since when it is there): the trash
  // shows every client in it whatever status was chosen, and the chosen one is back with the filter.
  const statusFilter = view === 'trash' ? null : status;
  const sorts = view === 'trash' ? TRASH_SORTS : ClientSort.options;
  const shownSort = sorts.includes(sort) ? sort : 'name';
  const list = useClientPages({ search: debounced, status: statusFilter, tag, sort: shownSort, view });
  const { data: tags = [] } = useQuery(tagsQuery);

  return (
    <WindowPage>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('clients.title')}
        </Title>
        <Button component={Link} to="/clients/new" leftSection={<IconPlus size={18} />}>
          {t('clients.add')}
        </Button>
      </Group>
      <Group align="end" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('clients.search')}
          aria-label={t('clients.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        {view !== 'trash' && (
          <Select
            aria-label={t('clients.status')}
            placeholder={t('clients.anyStatus')}
            data={ClientStatus.options.map((s) => ({ value: s, label: t(`clients.statuses.${s}`) }))}
            value={status}
            onChange={(v) => setStatus(v as ClientStatus | null)}
            clearable
            w={160}
          />
        )}
        <Select aria-label={t('clients.tag')} placeholder={t('clients.anyTag')} data={tags.map((x) => x.tag)} value={tag} onChange={setTag} clearable searchable w={160} />
      </Group>
      <Group justify="space-between">
        <SegmentedControl value={view} onChange={(v) => setView(v as ClientView)} data={ClientView.options.map((v) => ({ value: v, label: t(`clients.views.${v}`) }))} />
        <Group>
          <Text c="dimmed" size="sm" data-testid="client-count">
            {t(list.totalIsExact ? 'clients.count' : 'clients.countAtLeast', { count: list.total ?? 0 })}
          </Text>
          {view === 'trash' && <EmptyTrashButton />}
          {/* Beside the count, not under the filters, where it stood alone on a row of its own. */}
          <Select
            aria-label={t('clients.sort')}
            leftSection={<IconArrowsSort size={16} />}
            data={sorts.map((s) => ({ value: s, label: t(`clients.sorts.${s}`) }))}
            value={shownSort}
            onChange={(v) => v && setSort(v as ClientSort)}
            allowDeselect={false}
            w={220}
          />
        </Group>
      </Group>
      {list.total === 0 ? (
        <EmptyClientList view={view} filtered={debounced.trim() !== '' || statusFilter !== null || tag !== null} />
      ) : (
        <RestOfWindow minHeight={320}>
          <KeptRows stale={list.stale} fill>
            <ClientRows count={list.total ?? 0} clientAt={list.clientAt} onRange={list.setRange} />
          </KeptRows>
        </RestOfWindow>
      )}
    </WindowPage>
  );
}
