import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useMemo } from 'react';
import type { RichDoc } from '../../../shared/contract';
import { editorDoc } from '../../../shared/notes/note-kit';
import { editorExtensions } from './editor-extensions';

/** A section's text shown read-only (revision previews), laid out exactly as in the editor. */
export function RichTextView({ content, label }: { content: RichDoc; label: string }) {
  const doc = useMemo(() => editorDoc(content), [content]);
  const editor = useEditor({ extensions: editorExtensions(''), content: doc, editable: false, textDirection: 'auto', immediatelyRender: true, editorProps: { attributes: { 'aria-label': label } } }, [content]);
  return (
    <RichTextEditor editor={editor} variant="subtle" withTypographyStyles>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
