import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * What a note can hold: headings, lists, bold and italic, links (never opened by a click
 * while editing). The command line's Markdown import uses the same StarterKit, so both
 * produce the same kinds of nodes.
 */
export function editorExtensions(placeholder: string) {
  return [
    // StarterKit's own link (no Mod-K binding: Ctrl/Cmd+K opens search everywhere).
    StarterKit.configure({
      heading: { levels: [2, 3] },
      codeBlock: false,
      code: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    }),
    Placeholder.configure({ placeholder }),
  ];
}
