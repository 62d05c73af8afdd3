import { Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../shared/contract';
import { call } from '../api/client';
import { NoteEditor } from './NoteEditor';
import { noteQuery } from './noteQueries';
import { useErrorNotice } from '../i18n/useErrorNotice';

/** One journal entry open for writing, with done and delete (after a second click). */
export function JournalEntryEditor({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const stored = useQuery(noteQuery(id));
  const [replaced, setReplaced] = useState<Note | null>(null);
  const [confirming, setConfirming] = useState(false);
  const notice = useErrorNotice();
  const remove = useMutation({ mutationFn: () => call('notes.delete', { id }), onSuccess: onClose, onError: notice });
  const note = replaced ?? stored.data;
  if (!note) return <Loader size="sm" />;
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-body)">
      <Stack gap="sm">
        <NoteEditor key={`${note.id}:${note.version}`} note={note} onReplaced={setReplaced} autoFocus />
        <Group justify="space-between">
          {/* Light, as the app's other delete buttons (Empty trash): a subtle red button is near-white words on nothing in the dark theme. */}
          <Button size="xs" variant="light" color="red" loading={remove.isPending} onClick={() => (confirming ? remove.mutate() : setConfirming(true))}>
            {confirming ? t('notes.journal.confirmDelete') : t('notes.journal.delete')}
          </Button>
          <Button size="xs" variant="light" onClick={onClose}>
            {t('notes.journal.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
