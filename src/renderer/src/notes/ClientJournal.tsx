import { Alert, Button, Group, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { JournalEntrySummary } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { Panel } from '../components/Panel';
import { Separator } from '../components/Separator';
import { UserText } from '../components/UserText';
import { errorText } from '../i18n/error-text';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { useFormatters } from '../i18n/useFormatters';
import { JournalEntryEditor } from './JournalEntryEditor';
import { journalQuery } from './noteQueries';

/** A client's running journal (notes between sessions), newest day first; for the client page. */
export function ClientJournal({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const entries = useQuery(journalQuery(clientId));
  // A search hit opens its entry: /clients/:id?entry=ID.
  const [searchParams] = useSearchParams();
  const entryAsked = Number(searchParams.get('entry')) || null;
  const [openId, setOpenId] = useState<number | null>(entryAsked);
  // A hit on this very page changes only ?entry=, and the page stays mounted: open it all the same.
  useEffect(() => {
    if (entryAsked) setOpenId(entryAsked);
  }, [entryAsked]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notes', 'journal', clientId] });
  const add = useMutation({
    mutationFn: () => call('notes.addJournalEntry', { clientId, entryDate: isoDateOf(new Date()), language }),
    onSuccess: (note) => {
      setOpenId(note.id);
      void refresh();
    },
  });

  return (
    <Panel
      title={t('notes.journal.title')}
      actions={
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => add.mutate()} loading={add.isPending}>
          {t('notes.journal.add')}
        </Button>
      }
    >
      {add.error && <Alert color="red">{errorText(t, add.error)}</Alert>}
      {entries.isPending && <Loader size="sm" />}
      {entries.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notes.journal.empty')}
        </Text>
      )}
      {entries.data?.map((entry) =>
        entry.id === openId ? (
          <JournalEntryEditor
            key={entry.id}
            id={entry.id}
            onClose={() => {
              setOpenId(null);
              void refresh();
            }}
          />
        ) : (
          <JournalEntryCard key={entry.id} entry={entry} onOpen={() => setOpenId(entry.id)} />
        ),
      )}
    </Panel>
  );
}

function JournalEntryCard({ entry, onOpen }: { entry: JournalEntrySummary; onOpen(): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <UnstyledButton onClick={onOpen} data-testid="journal-entry">
      <Paper withBorder p="sm">
        <Group gap={0}>
          <Text size="sm" fw={600}>
            {format.date(entry.entryDate!, 'full')}
          </Text>
          {entry.title && (
            <Text size="sm">
              <Separator />
              <UserText>{entry.title}</UserText>
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed" dir="auto" lineClamp={3}>
          {entry.preview || t('notes.journal.emptyEntry')}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
