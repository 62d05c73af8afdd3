import { Placeholder } from '@tiptap/extensions';
import { noteKit } from '../../../shared/notes/note-kit';

/**
 * The note editor's extensions: what a note can hold (shared with the command line's Markdown,
 * so both produce the same kinds of nodes), with headings of levels 2 and 3 to make.
 * A stored text goes in through `editorDoc` (shared/notes/note-kit.ts).
 */
export function editorExtensions(placeholder: string) {
  return [noteKit([2, 3]), Placeholder.configure({ placeholder })];
}
