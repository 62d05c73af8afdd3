import type { Core } from '../../core/core';
import { sectionsFromTemplate } from '../../core/notes/note-store';
import type { NoteTemplate } from '../../shared/contract';
import type { Command } from '../command';
import { readStdinText } from '../stdin-text';
import { UsageError } from '../usage-error';
import { optionalString, positiveInteger } from './options';

/** A template by its built-in key ("grow", "six-step", "blank") or the coach's name for it. */
async function findTemplate(core: Core, name: string): Promise<NoteTemplate> {
  const templates = await core.call('noteTemplates.list', {});
  const wanted = name.toLocaleLowerCase().replace(/[\s-]+/g, '_');
  const found = templates.find((t) => t.builtIn === wanted) ?? templates.find((t) => t.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  if (!found) throw new UsageError(`There is no template "${name}". Use grow, six-step, blank or one of: ${templates.filter((t) => !t.builtIn).map((t) => t.name).join(', ') || '(none of your own yet)'}.`);
  return found;
}

export const notesCommands: Command[] = [
  {
    name: 'notes set',
    usage: 'notes set --session ID [--template NAME] < note.md',
    summary: "Replace a session's note with Markdown or plain text from stdin; ## Title (private|shareable) lines start sections, a heading closed with #s (## Homework ##) is text.",
    options: { session: { type: 'string' }, template: { type: 'string' } },
    async run(context, values) {
      const sessionId = positiveInteger(values, 'session', true);
      const templateName = optionalString(values, 'template');
      const markdown = await readStdinText(process.stdin, 'The note');
      // Loaded only here: the editor's Markdown support is large, and other commands need none of it.
      const { markdownToSections } = await import('../../core/notes/markdown');
      if (!markdown.trim()) throw new UsageError('Give the note on stdin, e.g. notes set --session 3 < note.md');
      const core = await context.unlocked();
      const template = templateName ? await findTemplate(core, templateName) : undefined;
      const existing = await core.call('notes.forSession', { sessionId });
      const note = existing ?? (await core.call('notes.start', { sessionId, templateId: template?.id }));
      const base = template && existing ? sectionsFromTemplate(template) : note.sections;
      const saved = await core.call('notes.save', { id: note.id, sections: markdownToSections(markdown, base), baseVersion: note.version, reason: 'import' });
      context.printJson(await core.call('notes.get', { id: saved.id }));
    },
  },
  {
    name: 'notes show',
    usage: 'notes show --session ID [--json]',
    summary: "Print a session's note as Markdown that notes set reads back unchanged (sections marked private or shareable), or as JSON.",
    options: { session: { type: 'string' }, json: { type: 'boolean' } },
    async run(context, values) {
      const sessionId = positiveInteger(values, 'session', true);
      const core = await context.unlocked();
      const note = await core.call('notes.forSession', { sessionId });
      if (values.json) return context.printJson(note);
      if (!note) throw new UsageError(`Session ${sessionId} has no note yet. Write one with "notes set --session ${sessionId}".`);
      const { sectionsToMarkdown } = await import('../../core/notes/markdown');
      process.stdout.write(sectionsToMarkdown(note.sections));
    },
  },
];
