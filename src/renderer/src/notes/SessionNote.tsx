import { Alert, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../shared/contract';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { NoteEditor } from './NoteEditor';
import { sessionNoteQuery } from './noteQueries';
import { TemplatePicker } from './TemplatePicker';
import { useErrorNotice } from '../i18n/useErrorNotice';

/** A session's note: a template to start from, then the editor. Mountable anywhere (calendar, client page). */
export function SessionNote({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const stored = useQuery(sessionNoteQuery(sessionId));
  const [replaced, setReplaced] = useState<Note | null>(null);
  const notice = useErrorNotice();
  const start = useMutation({
    // Headings of a built-in template are written in the language the coach works in now.
    mutationFn: (templateId: number) => call('notes.start', { sessionId, templateId, language }),
    onSuccess: setReplaced,
    onError: notice,
  });

  if (stored.error) return <Alert color="red">{errorText(t, stored.error)}</Alert>;
  if (stored.isPending) return <Loader size="sm" />;
  const note = replaced ?? stored.data;
  if (!note) return <TemplatePicker prompt={t('notes.noNoteYet')} starting={start.isPending} onStart={(id) => start.mutate(id)} />;
  // Started here and now, the coach writes at once; a note opened with the page leaves the focus alone.
  return <NoteEditor key={`${note.id}:${note.version}`} note={note} onReplaced={setReplaced} autoFocus={start.isSuccess} />;
}
