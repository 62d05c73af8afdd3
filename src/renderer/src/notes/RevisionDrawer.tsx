import { Alert, Badge, Button, Drawer, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconLock, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, RevisionSummary } from '../../../shared/contract';
import { call } from '../api/client';
import { VerticalScroll } from '../components/VerticalScroll';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';
import { revisionsQuery } from './noteQueries';
import { RichTextView } from './RichTextView';

interface Props {
  noteId: number;
  opened: boolean;
  onClose(): void;
  /** Saves what is being typed, so it is in the history before anything is restored. */
  beforeRestore(): Promise<void>;
  onRestored(note: Note): void;
}

/** Earlier versions of a note: when, how long; view one; bring it back as a new version. */
export function RevisionDrawer({ noteId, opened, onClose, beforeRestore, onRestored }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const revisions = useQuery({ ...revisionsQuery(noteId), enabled: opened });
  const [selected, setSelected] = useState<number | null>(null);
  const restore = useMutation({
    mutationFn: async (revisionId: number) => {
      await beforeRestore();
      return call('notes.restore', { revisionId });
    },
    onSuccess: (note) => {
      setSelected(null);
      onRestored(note);
      onClose();
    },
  });
  const list = revisions.data ?? [];
  const current = list[0]?.id;

  const describe = (revision: RevisionSummary) =>
    format.parts(
      t('notes.history.words', { count: revision.words }),
      revision.reason === 'restore' ? t('notes.history.restored') : revision.reason === 'import' ? t('notes.history.imported') : null,
    );

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={<Group gap="xs"><IconHistory size={18} /><span>{t('notes.history.title')}</span></Group>}>
      <Stack>
        {revisions.isPending && <Loader size="sm" />}
        <VerticalScroll mah={260}>
          <Stack gap={2} role="list" aria-label={t('notes.history.title')}>
            {list.map((revision) => (
              <NavLink
                key={revision.id}
                role="listitem"
                active={selected === revision.id}
                onClick={() => setSelected(revision.id)}
                label={format.dateTime(revision.updatedAt)}
                description={describe(revision)}
                rightSection={revision.id === current ? <Badge size="xs" variant="light">{t('notes.history.current')}</Badge> : undefined}
                data-testid="revision"
              />
            ))}
          </Stack>
        </VerticalScroll>
        {selected !== null && (
          <RevisionPreview
            revisionId={selected}
            isCurrent={selected === current}
            restoring={restore.isPending}
            onRestore={() => restore.mutate(selected)}
          />
        )}
        {restore.error && <Alert color="red">{errorText(t, restore.error)}</Alert>}
      </Stack>
    </Drawer>
  );
}

function RevisionPreview({ revisionId, isCurrent, restoring, onRestore }: { revisionId: number; isCurrent: boolean; restoring: boolean; onRestore(): void }) {
  const { t } = useTranslation();
  const revision = useQuery({ queryKey: ['notes', 'revision', revisionId], queryFn: () => call('notes.revision', { id: revisionId }), gcTime: 0 });
  if (!revision.data) return <Loader size="sm" />;
  return (
    <Stack gap="sm" data-testid="revision-preview">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('notes.history.preview')}
        </Title>
        <Button size="xs" onClick={onRestore} loading={restoring} disabled={isCurrent}>
          {t('notes.history.restore')}
        </Button>
      </Group>
      {revision.data.sections.map((section) => (
        <Stack key={section.id} gap={4}>
          <Group gap={6}>
            {section.shareable ? <IconUsers size={14} /> : <IconLock size={14} />}
            <Text fw={600} dir="auto">
              {section.title || t('notes.untitledSection')}
            </Text>
          </Group>
          <RichTextView content={section.content} label={section.title} />
        </Stack>
      ))}
    </Stack>
  );
}
