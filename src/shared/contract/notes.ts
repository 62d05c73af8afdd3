import { z } from 'zod';
import { Language } from '../languages';
import { IsoDate } from '../time-zones';
import { unlockedMethod } from './define';
import { RichDoc } from './rich-text';

const Id = z.number().int().positive();
const MAX_NOTE_CHARS = 1_000_000;

export const NoteKind = z.enum(['session', 'journal']);
export type NoteKind = z.infer<typeof NoteKind>;

/**
 * One part of a note under its own heading. Private sections are for the coach alone;
 * only shareable ones may reach anything given to the client (see `notes.shareable`).
 */
/** The longest heading or journal entry title, and the most sections a note holds: the editor stops there too. */
export const NOTE_TITLE_MAX = 200;
export const NOTE_SECTIONS_MAX = 50;

export const NoteSection = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string().trim().max(NOTE_TITLE_MAX),
  shareable: z.boolean(),
  content: RichDoc,
});
export type NoteSection = z.infer<typeof NoteSection>;

export const NoteSections = z
  .array(NoteSection)
  .max(NOTE_SECTIONS_MAX)
  .refine((sections) => JSON.stringify(sections).length <= MAX_NOTE_CHARS, { message: 'The note is too long to save' })
  .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, { message: 'Section ids must be unique' });

export const Note = z.object({
  id: Id,
  clientId: Id,
  /** Set for a session's note; null for a journal entry. */
  sessionId: Id.nullable(),
  kind: NoteKind,
  /** The day a journal entry is about; null for session notes (the session has its time). */
  entryDate: z.string().nullable(),
  title: z.string().nullable(),
  /** The language its template's headings were written in when it was started. */
  language: Language,
  sections: z.array(NoteSection),
  /** Goes up by one with every saved change; a save names the version it was based on. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof Note>;

export const JournalEntrySummary = Note.pick({ id: true, clientId: true, entryDate: true, title: true, createdAt: true, updatedAt: true }).extend({
  /** The start of the entry's text, for the list. */
  preview: z.string(),
});
export type JournalEntrySummary = z.infer<typeof JournalEntrySummary>;

export const RevisionReason = z.enum(['edit', 'restore', 'import']);
export type RevisionReason = z.infer<typeof RevisionReason>;

export const RevisionSummary = z.object({
  id: Id,
  noteId: Id,
  reason: RevisionReason,
  /** For a restore: the revision it brought back. */
  restoredFrom: Id.nullable(),
  /** The first and the last save this revision holds (autosaves close together share one). */
  createdAt: z.string(),
  updatedAt: z.string(),
  words: z.number().int(),
});
export type RevisionSummary = z.infer<typeof RevisionSummary>;

export const Revision = RevisionSummary.extend({ title: z.string().nullable(), sections: z.array(NoteSection) });
export type Revision = z.infer<typeof Revision>;

export const BuiltInTemplate = z.enum(['grow', 'six_step', 'blank']);
export type BuiltInTemplate = z.infer<typeof BuiltInTemplate>;

export const TemplateSection = z.object({ title: z.string().trim().min(1).max(200), shareable: z.boolean() });
export type TemplateSection = z.infer<typeof TemplateSection>;

export const NoteTemplate = z.object({
  id: Id,
  /** Built-in templates have their name and headings in the language asked for, and cannot be edited. */
  builtIn: BuiltInTemplate.nullable(),
  name: z.string(),
  sections: z.array(TemplateSection),
  isDefault: z.boolean(),
});
export type NoteTemplate = z.infer<typeof NoteTemplate>;

const TemplateFields = z.object({
  name: z.string().trim().min(1).max(100),
  sections: z.array(TemplateSection).min(1).max(30),
});

/** The note's text, written by the autosave: the whole note each time, in one transaction. */
export const NoteSave = z
  .object({
    id: Id,
    sections: NoteSections,
    /** Left out: unchanged; null or empty: cleared. */
    title: z.string().trim().max(NOTE_TITLE_MAX).nullish(),
    /** A journal entry's day; left out: unchanged. */
    entryDate: IsoDate.nullish(),
    /** The version the editor started from; if the note changed meanwhile, this save starts a new revision so neither text is lost. */
    baseVersion: z.number().int().min(0),
    /** Leaving the note (closing, locking): the next change starts a new revision. */
    checkpoint: z.boolean().default(false),
    /** "import": text replaced from outside the editor (the command line); always its own revision. */
    reason: z.enum(['edit', 'import']).default('edit'),
  })
  .strict();

export const NoteSaved = z.object({ id: Id, version: z.number().int(), updatedAt: z.string(), revisionId: Id });
export type NoteSaved = z.infer<typeof NoteSaved>;

/** What may be given to the client: shareable sections only, and their plain text. */
export const ShareableNote = z.object({ noteId: Id, sessionId: Id.nullable(), sections: z.array(NoteSection), text: z.string() });
export type ShareableNote = z.infer<typeof ShareableNote>;

const ById = z.object({ id: Id }).strict();
const StartFrom = {
  /** Omitted: the practice's default template. */
  templateId: Id.nullish(),
  /** Headings of a built-in template are written in this language (the UI's, as the note is started). */
  language: Language.nullish(),
};

export const notesContract = {
  /** The session's note, or null if none was started yet. */
  'notes.forSession': unlockedMethod(z.object({ sessionId: Id }).strict(), Note.nullable()),
  /** Starts the session's note from a template; if it already has one, returns that one unchanged. */
  'notes.start': unlockedMethod(z.object({ sessionId: Id, ...StartFrom }).strict(), Note),
  'notes.addJournalEntry': unlockedMethod(
    z.object({ clientId: Id, entryDate: IsoDate, title: z.string().trim().max(NOTE_TITLE_MAX).nullish(), ...StartFrom }).strict(),
    Note,
  ),
  'notes.journal': unlockedMethod(z.object({ clientId: Id }).strict(), z.array(JournalEntrySummary)),
  'notes.get': unlockedMethod(ById, Note),
  'notes.save': unlockedMethod(NoteSave, NoteSaved),
  /** The coach left the note without changing it: the next change starts a new revision. */
  'notes.checkpoint': unlockedMethod(ById, z.object({ revisionId: Id })),
  'notes.delete': unlockedMethod(ById, z.object({ deleted: z.literal(true) })),
  'notes.revisions': unlockedMethod(z.object({ noteId: Id }).strict(), z.array(RevisionSummary)),
  'notes.revision': unlockedMethod(ById, Revision),
  /** Brings an earlier revision back as the note's text; the restore is itself a new revision. */
  'notes.restore': unlockedMethod(z.object({ revisionId: Id }).strict(), Note),
  'notes.shareable': unlockedMethod(z.object({ noteId: Id }).strict(), ShareableNote),

  'noteTemplates.list': unlockedMethod(z.object({ language: Language.nullish() }).strict(), z.array(NoteTemplate)),
  'noteTemplates.create': unlockedMethod(TemplateFields.strict(), NoteTemplate),
  'noteTemplates.update': unlockedMethod(z.object({ id: Id, changes: TemplateFields.partial().strict() }).strict(), NoteTemplate),
  'noteTemplates.delete': unlockedMethod(ById, z.object({ deleted: z.literal(true) })),
  'noteTemplates.setDefault': unlockedMethod(ById, z.array(NoteTemplate)),
};
