import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';
import { docFromText, type RichDoc, type RichNode } from '../contract/rich-text';

type HeadingLevels = Exclude<StarterKitOptions['heading'], false | undefined>['levels'];

/**
 * What a note's rich text can hold, one definition for the editor (renderer) and for the
 * Markdown of `notes set` and `notes show` (core): headings, lists, quotes, rules, bold,
 * italic, underline, strike-through and links — StarterKit without code blocks and inline
 * code, which the editor has switched off. The editor does not show a section holding a kind
 * of node it lacks at all (it opens empty, and the next autosave replaces the coach's text),
 * so what the core stores must come from this same set.
 *
 * Only which heading levels can be made differs: the editor offers 2 and 3 (its toolbar,
 * `## `, its shortcuts); the Markdown reader keeps every level, since a heading of any level
 * is a heading to the editor (shown at its largest size) and `notes show` writes back a `#`
 * heading stored before. `replaced` switches off an extension another takes the place of.
 */
export function noteKit(headingLevels: HeadingLevels, replaced: { [name in 'bulletList' | 'orderedList' | 'listItem' | 'blockquote' | 'paragraph' | 'heading']?: false } = {}) {
  return StarterKit.configure({
    heading: { levels: headingLevels },
    codeBlock: false,
    code: false,
    // StarterKit's own link (no Mod-K binding: Ctrl/Cmd+K opens search everywhere), never opened by a click while editing.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    ...replaced,
  });
}

/**
 * A stored text as the editor can hold it. `notes set` stored code blocks and inline code
 * until it read Markdown with the editor's set; such a section opened empty. A code block
 * becomes paragraphs, one a line (as typed text is kept), and inline code plain text.
 *
 * Applied where a text enters an editor rather than by rewriting the database once: that
 * covers every way such a text comes back (the note, its revisions, a draft kept in this
 * window, a restored backup, an imported export), leaves the stored text alone until the coach
 * edits it, and needs no migration. Returns `doc` itself when there is nothing to change.
 */
export function editorDoc(doc: RichDoc): RichDoc {
  return (doc.content ?? []).some(holdsCode) ? { ...doc, content: doc.content!.flatMap(withoutCode) } : doc;
}

function holdsCode(node: RichNode): boolean {
  return node.type === 'codeBlock' || !!node.marks?.some((mark) => mark.type === 'code') || !!node.content?.some(holdsCode);
}

function withoutCode(node: RichNode): RichNode[] {
  if (node.type === 'codeBlock') return docFromText((node.content ?? []).map((child) => child.text ?? '').join('')).content!;
  const { marks, content, ...rest } = node;
  const kept = marks?.filter((mark) => mark.type !== 'code');
  return [{ ...rest, ...(kept?.length ? { marks: kept } : {}), ...(content ? { content: content.flatMap(withoutCode) } : {}) }];
}
