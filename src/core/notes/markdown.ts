import { MarkdownManager } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import { EMPTY_DOC, type NoteSection, type RichDoc, type RichNode } from '../../shared/contract';
import { foldForSearch } from '../search/normalise';
import { newSectionId } from './note-store';

/**
 * Notes as Markdown, for the command line: TipTap's own Markdown support with the editor's
 * extensions, so what comes in is exactly what the editor would hold. A level-1 or -2
 * heading starts a section; "(private)" or "(shareable)" after it sets its privacy.
 */
const markdown = new MarkdownManager({ extensions: [StarterKit] });

const PRIVACY = /\s*\((private|shareable)\)\s*$/i;

/**
 * Fills `base` (a template's or the note's sections, emptied first) from Markdown: text
 * under a heading goes to the section with that heading, text before any heading to the
 * first section; a heading no section has becomes a new (private) section at the end.
 */
export function markdownToSections(text: string, base: readonly NoteSection[]): NoteSection[] {
  const sections = base.map((section) => ({ ...section, content: { type: 'doc' as const, content: [] as RichNode[] } }));
  let current = sections[0];
  for (const node of (markdown.parse(text) as RichDoc).content ?? []) {
    const level = node.attrs?.level;
    if (node.type === 'heading' && (level === 1 || level === 2)) {
      const heading = plainText(node);
      const privacy = heading.match(PRIVACY)?.[1]?.toLowerCase();
      const title = heading.replace(PRIVACY, '').trim();
      current = sections.find((s) => sameTitle(s.title, title));
      if (!current) {
        current = { id: newSectionId(), title, shareable: false, content: { type: 'doc', content: [] } };
        sections.push(current);
      }
      if (privacy) current.shareable = privacy === 'shareable';
      continue;
    }
    if (!current) {
      current = { id: newSectionId(), title: '', shareable: false, content: { type: 'doc', content: [] } };
      sections.push(current);
    }
    current.content.content.push(node);
  }
  return sections.map((s) => (s.content.content.length ? s : { ...s, content: structuredClone(EMPTY_DOC) }));
}

/** The note as Markdown: each section under a level-2 heading marked with its privacy. */
export function sectionsToMarkdown(sections: readonly NoteSection[]): string {
  return sections
    .map((section) => {
      const body = markdown.serialize(section.content as Parameters<typeof markdown.serialize>[0]).trim();
      return [`## ${section.title || '—'} (${section.shareable ? 'shareable' : 'private'})`, body].filter(Boolean).join('\n\n');
    })
    .join('\n\n')
    .concat('\n');
}

function plainText(node: RichNode): string {
  return node.text ?? (node.content ?? []).map(plainText).join('');
}

function sameTitle(a: string, b: string): boolean {
  const fold = (s: string) => foldForSearch(s).toLocaleLowerCase().trim();
  return fold(a) === fold(b);
}
