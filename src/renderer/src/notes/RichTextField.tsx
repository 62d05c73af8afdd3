import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichDoc } from '../../../shared/contract';
import { editorDoc } from '../../../shared/notes/note-kit';
import { editorExtensions } from './editor-extensions';
import { BulletListIcon, OrderedListIcon } from './ListIcons';
import { useEditorLabels } from './useEditorLabels';

interface Props {
  content: RichDoc;
  label: string;
  onChange(doc: RichDoc): void;
  onBlur?(): void;
  /** Takes the focus as it opens, the caret after its text. */
  autoFocus?: boolean;
}

/**
 * One section's rich text. Every paragraph, heading and list item gets dir="auto", so a
 * Persian line reads right to left and an English one left to right, whatever the UI's
 * direction. The content is read once; a new text (a restored revision) remounts it.
 */
export function RichTextField({ content, label, onChange, onBlur, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };
  // Read once, as the editor can hold it. Options keep their identity across renders (typing re-renders the note), so the editor is left alone.
  const [initialContent] = useState(() => editorDoc(content));
  const placeholder = t('notes.editor.placeholder');
  const extensions = useMemo(() => editorExtensions(placeholder), [placeholder]);
  const editorProps = useMemo(() => ({ attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } }), [label]);
  const editor = useEditor({
    extensions,
    content: initialContent,
    textDirection: 'auto',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    autofocus: autoFocus ? 'end' : false,
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.getJSON() as RichDoc),
    onBlur: () => handlers.current.onBlur?.(),
  });
  return (
    <RichTextEditor editor={editor} labels={labels} variant="subtle">
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList icon={BulletListIcon} />
          <RichTextEditor.OrderedList icon={OrderedListIcon} />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
