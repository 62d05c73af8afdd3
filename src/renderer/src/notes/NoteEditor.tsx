import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC, type Note, type NoteSection } from '../../../shared/contract';
import { RevisionDrawer } from './RevisionDrawer';
import { SaveIndicator } from './SaveIndicator';
import { SectionCard } from './SectionCard';
import { useNoteAutosave } from './useNoteAutosave';

interface Props {
  note: Note;
  /** A restored revision replaces the note: the parent remounts the editor with it. */
  onReplaced(note: Note): void;
}

/**
 * The note's sections with autosave. Mount it with key={note.id + version} so a text
 * coming from elsewhere (a restore) starts a fresh editor.
 */
export function NoteEditor({ note, onReplaced }: Props) {
  const { t } = useTranslation();
  const [sections, setSections] = useState(note.sections);
  const [title, setTitle] = useState(note.title ?? '');
  const [entryDate, setEntryDate] = useState(note.entryDate ?? '');
  const [historyOpen, setHistoryOpen] = useState(false);
  const autosave = useNoteAutosave(note);

  const updateSection = (index: number, next: NoteSection | null) => {
    const updated = next ? sections.map((s, i) => (i === index ? next : s)) : sections.filter((_, i) => i !== index);
    setSections(updated);
    autosave.change({ sections: updated });
  };
  const addSection = () => {
    const updated = [...sections, { id: crypto.randomUUID().slice(0, 12), title: '', shareable: false, content: structuredClone(EMPTY_DOC) }];
    setSections(updated);
    autosave.change({ sections: updated });
  };
  const flushOnBlur = () => void autosave.flush();

  return (
    <Stack gap="sm" data-testid="note-editor">
      <Group justify="space-between" wrap="nowrap">
        {note.kind === 'journal' ? (
          <Group gap="xs" wrap="nowrap" flex={1}>
            <TextInput
              type="date"
              aria-label={t('notes.journal.date')}
              value={entryDate}
              onChange={(event) => {
                setEntryDate(event.currentTarget.value);
                if (event.currentTarget.value) autosave.change({ entryDate: event.currentTarget.value });
              }}
              w={170}
            />
            <TextInput
              flex={1}
              dir="auto"
              aria-label={t('notes.journal.entryTitle')}
              placeholder={t('notes.journal.entryTitle')}
              value={title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                autosave.change({ title: event.currentTarget.value });
              }}
              onBlur={flushOnBlur}
            />
          </Group>
        ) : (
          <span />
        )}
        <Group gap="sm" wrap="nowrap">
          <SaveIndicator state={autosave.state} error={autosave.error} />
          <Button variant="subtle" size="xs" leftSection={<IconHistory size={16} />} onClick={() => setHistoryOpen(true)}>
            {t('notes.history.open')}
          </Button>
        </Group>
      </Group>
      {sections.map((section, index) => (
        <SectionCard
          key={section.id}
          section={section}
          onChange={(next) => updateSection(index, next)}
          onRemove={sections.length > 1 ? () => updateSection(index, null) : undefined}
          onBlur={flushOnBlur}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={addSection}>
          {t('notes.addSection')}
        </Button>
      </Group>
      <RevisionDrawer noteId={note.id} opened={historyOpen} onClose={() => setHistoryOpen(false)} beforeRestore={autosave.flush} onRestored={onReplaced} />
    </Stack>
  );
}
