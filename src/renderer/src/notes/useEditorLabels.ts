import type { RichTextEditorLabels } from '@mantine/tiptap';
import { DEFAULT_LABELS } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar's button names in the coach's language (Mantine's own are English). */
export function useEditorLabels(): RichTextEditorLabels {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      ...DEFAULT_LABELS,
      boldControlLabel: t('notes.editor.bold'),
      italicControlLabel: t('notes.editor.italic'),
      h2ControlLabel: t('notes.editor.heading'),
      h3ControlLabel: t('notes.editor.subheading'),
      bulletListControlLabel: t('notes.editor.bulletList'),
      orderedListControlLabel: t('notes.editor.orderedList'),
      linkControlLabel: t('notes.editor.link'),
      unlinkControlLabel: t('notes.editor.unlink'),
      linkEditorInputLabel: t('notes.editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://…',
      linkEditorSave: t('notes.editor.save'),
      linkEditorExternalLink: t('notes.editor.linkNewWindow'),
      linkEditorInternalLink: t('notes.editor.linkSameWindow'),
    }),
    // i18n.language: recompute when the coach switches language.
    [t, i18n.language],
  );
}
