import { Button, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchHit } from '../../../shared/contract';
import { call } from '../api/client';
import { Sentence } from '../components/Sentence';
import { VerticalScroll } from '../components/VerticalScroll';
import { useFormatters } from '../i18n/useFormatters';
import { ariaKeys } from '../shortcuts/shortcut-keys';
import { ShortcutKeys } from '../shortcuts/ShortcutKeys';
import { SHORTCUTS } from '../shortcuts/shortcuts';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { hitPath } from './hit-path';
import { SearchHitRow } from './SearchHitRow';

const REBUILD_REFRESH_MS = 2000;

/** The header's search: Ctrl/Cmd+K anywhere (even while writing a note) opens it. */
export function SearchBox() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  useShortcuts([[SHORTCUTS.search, () => setOpened(true)]], { anywhere: true });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch size={16} />}
        rightSection={<ShortcutKeys shortcut={SHORTCUTS.search} size="xs" />}
        onClick={() => setOpened(true)}
        aria-keyshortcuts={ariaKeys(SHORTCUTS.search)}
        data-testid="open-search"
      >
        {t('search.open')}
      </Button>
      {/* The compound form, so the dialog itself (not Mantine's wrapper) carries the label. */}
      <Modal.Root opened={opened} onClose={() => setOpened(false)} size="lg" yOffset="10vh" padding="sm">
        <Modal.Overlay />
        <Modal.Content aria-label={t('search.open')}>
          <Modal.Body>{opened && <SearchPanel onDone={() => setOpened(false)} />}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

function SearchPanel({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 150);
  const [active, setActive] = useState(0);
  const results = useQuery({
    queryKey: ['search', debounced],
    queryFn: () => call('search.query', { text: debounced }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    // While the index is rebuilt after an update, the hits grow as it goes.
    refetchInterval: (query) => (query.state.data?.rebuilding != null ? REBUILD_REFRESH_MS : false),
  });
  const format = useFormatters();
  const rebuilding = debounced ? results.data?.rebuilding : null;
  const groups = debounced ? (results.data?.groups ?? []) : [];
  const hits = groups.flatMap((group) => group.hits);
  const open = (hit: SearchHit) => {
    onDone();
    void navigate(hitPath(hit));
  };

  return (
    <Stack gap="xs">
      <TextInput
        data-autofocus
        size="md"
        leftSection={<IconSearch size={18} />}
        rightSection={results.isFetching ? <Loader size="xs" /> : null}
        placeholder={t('search.placeholder')}
        aria-label={t('search.open')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Enter' && hits[active]) open(hits[active]);
          else return;
          event.preventDefault();
        }}
      />
      {rebuilding != null && (
        <Text size="sm" c="dimmed" px="sm" role="status" data-testid="search-rebuilding">
          {t('search.rebuilding', { done: format.percent(rebuilding) })}
        </Text>
      )}
      {/* While the index is rebuilt, the notice above says why a word may not be found yet. */}
      {debounced && results.data && hits.length === 0 && rebuilding == null && (
        <Text size="sm" c="dimmed" px="sm">
          <Sentence k="search.nothing" values={{ query: debounced }} />
        </Text>
      )}
      <VerticalScroll mah="60vh">
        <Stack gap="xs" role="listbox" aria-label={t('search.results')}>
          {groups.map((group) => (
            <Stack key={group.kind} gap={0} role="group" aria-label={t(`search.kinds.${group.kind}`)}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                {t(`search.kinds.${group.kind}`)}
              </Text>
              {group.hits.map((hit) => {
                const index = hits.indexOf(hit);
                return <SearchHitRow key={`${hit.kind}-${hit.id}`} hit={hit} active={index === active} onOpen={() => open(hit)} onHover={() => setActive(index)} />;
              })}
            </Stack>
          ))}
        </Stack>
      </VerticalScroll>
    </Stack>
  );
}
