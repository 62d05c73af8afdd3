import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOC, type Note, NOTE_SECTIONS_MAX, NOTE_TITLE_MAX, type NoteSection } from '../../../shared/contract';
import { DateInput } from '../components/DateInput';
import { keptDraftOf } from './kept-drafts';
import { RevisionDrawer } from './RevisionDrawer';
import { SaveIndicator } from './SaveIndicator';
import { SectionCard } from './SectionCard';
import { useNoteAutosave } from './useNoteAutosave';

interface Props {
  note: Note;
  /** A restored revision replaces the note: the parent remounts the editor with it. */
  onReplaced(note: Note): void;
  /** Opened to be written in (a note just started, a journal entry opened): the first section's text takes the focus. */
  autoFocus?: boolean;
}

/**
 * The note's sections with autosave. Mount it with key={note.id + version} so a text
 * coming from elsewhere (a restore) starts a fresh editor.
 */
export function NoteEditor({ note, onReplaced, autoFocus = false }: Props) {
  const { t } = useTranslation();
  // The latest text of every section is kept here for saving. React state changes only with
  // the note's shape (headings, privacy, sections added or removed), so typing re-renders nothing.
  // Text that could not be saved when this note was last closed comes back, to be saved now.
  const [resumed] = useState(() => keptDraftOf(note.id));
  const start = { ...note, ...resumed?.draft };
  const latest = useRef(start.sections);
  const [sections, setSections] = useState(start.sections);
  const [title, setTitle] = useState(start.title ?? '');
  const [entryDate, setEntryDate] = useState(start.entryDate);
  const [historyOpen, setHistoryOpen] = useState(false);
  const autosave = useNoteAutosave(note, resumed);
  const { change, flush } = autosave;

  const save = useCallback(
    (updated: NoteSection[], reshaped: boolean) => {
      latest.current = updated;
      if (reshaped) setSections(updated);
      change({ sections: updated });
    },
    [change],
  );
  const onSectionChange = useCallback(
    (id: string, change: Partial<NoteSection>) =>
      save(
        latest.current.map((s) => (s.id === id ? { ...s, ...change } : s)),
        'title' in change || 'shareable' in change,
      ),
    [save],
  );
  const onSectionRemove = useCallback((id: string) => save(latest.current.filter((s) => s.id !== id), true), [save]);
  const addSection = () => save([...latest.current, { id: crypto.randomUUID().slice(0, 12), title: '', shareable: false, content: structuredClone(EMPTY_DOC) }], true);
  const flushOnBlur = useCallback(() => void flush(), [flush]);

  return (
    <Stack gap="sm" data-testid="note-editor">
      {/* In a narrow column (a client's journal beside their page) the save state and history go under the entry's date and title. */}
      <Group justify="space-between" gap="xs">
        {note.kind === 'journal' ? (
          <Group gap="xs" wrap="nowrap" align="flex-end" flex="1 1 20rem">
            <DateInput
              label={t('notes.journal.date')}
              value={entryDate}
              onChange={(date) => {
                setEntryDate(date);
                if (date) autosave.change({ entryDate: date });
              }}
              data-testid="journal-date"
            />
            <TextInput
              flex={1}
              miw="8rem"
              aria-label={t('notes.journal.entryTitle')}
              placeholder={t('notes.journal.entryTitle')}
              value={title}
              maxLength={NOTE_TITLE_MAX}
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
        <Group gap="sm" wrap="nowrap" ml="auto">
          <SaveIndicator state={autosave.state} error={autosave.error} />
          <Button variant="subtle" size="xs" leftSection={<IconHistory size={16} />} onClick={() => setHistoryOpen(true)}>
            {t('notes.history.open')}
          </Button>
        </Group>
      </Group>
      {sections.map((section) => (
        <SectionCard
          key={section.id}
          section={section}
          onChange={onSectionChange}
          onRemove={sections.length > 1 ? onSectionRemove : undefined}
          onBlur={flushOnBlur}
          autoFocus={autoFocus && section.id === sections[0]?.id}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={addSection} disabled={sections.length >= NOTE_SECTIONS_MAX}>
          {t('notes.addSection')}
        </Button>
      </Group>
      <RevisionDrawer noteId={note.id} opened={historyOpen} onClose={() => setHistoryOpen(false)} beforeRestore={flush} onRestored={onReplaced} />
    </Stack>
  );
}
