import type { notesContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { getNote } from './note-rows';
import { checkpointNote } from './note-write';
import { addJournalEntry, deleteNote, listJournal, noteForSession, saveNote, startSessionNote } from './note-store';
import { getRevision, listRevisions, restoreRevision } from './revisions';
import { shareableNote } from './shareable';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, setDefaultTemplate, templateForNote, updateTemplate } from './templates';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();

export const notesHandlers: HandlerGroup<keyof typeof notesContract> = {
  'notes.forSession': ({ sessionId }, { vault }) => noteForSession(vault.db, sessionId),
  'notes.start': ({ sessionId, templateId, language }, context) => {
    const lang = language ?? context.preferences.language;
    return startSessionNote(context.vault.db, sessionId, templateForNote(context.vault.db, templateId, lang), lang, iso(context));
  },
  'notes.addJournalEntry': ({ clientId, entryDate, title, templateId, language }, context) => {
    const lang = language ?? context.preferences.language;
    const template = templateForNote(context.vault.db, templateId ?? blankTemplateId(context), lang);
    return addJournalEntry(context.vault.db, { clientId, entryDate, title: title || null, template, language: lang }, iso(context));
  },
  'notes.journal': ({ clientId }, { vault }) => listJournal(vault.db, clientId),
  'notes.get': ({ id }, { vault }) => getNote(vault.db, id),
  'notes.save': (input, context) => saveNote(context.vault.db, input, iso(context)),
  'notes.checkpoint': ({ id }, { vault }) => ({ revisionId: checkpointNote(vault.db, id) }),
  'notes.delete': ({ id }, { vault }) => {
    deleteNote(vault.db, id);
    return { deleted: true };
  },
  'notes.revisions': ({ noteId }, { vault }) => listRevisions(vault.db, noteId),
  'notes.revision': ({ id }, { vault }) => getRevision(vault.db, id),
  'notes.restore': ({ revisionId }, context) => restoreRevision(context.vault.db, revisionId, iso(context)),
  'notes.shareable': ({ noteId }, { vault }) => shareableNote(getNote(vault.db, noteId)),

  'noteTemplates.list': ({ language }, { vault, preferences }) => listTemplates(vault.db, language ?? preferences.language),
  'noteTemplates.create': (fields, context) => getTemplate(context.vault.db, createTemplate(context.vault.db, fields, iso(context)), context.preferences.language),
  'noteTemplates.update': ({ id, changes }, context) => {
    updateTemplate(context.vault.db, id, changes, iso(context));
    return getTemplate(context.vault.db, id, context.preferences.language);
  },
  'noteTemplates.delete': ({ id }, { vault }) => {
    deleteTemplate(vault.db, id);
    return { deleted: true };
  },
  'noteTemplates.setDefault': ({ id }, { vault, preferences }) => {
    setDefaultTemplate(vault.db, id);
    return listTemplates(vault.db, preferences.language);
  },
};

/** A journal entry is a quick dated note: one blank section unless a template is chosen. */
function blankTemplateId({ vault }: CoreContext): number {
  return vault.db.prepare("SELECT id FROM note_templates WHERE built_in = 'blank'").pluck().get() as number;
}
