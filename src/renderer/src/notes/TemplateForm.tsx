import { ActionIcon, Alert, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSection } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { DraftModal } from '../components/DraftModal';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { useFocusBackWhenGone } from '../components/focus-back';
import { errorText } from '../i18n/error-text';

export interface TemplateDraft {
  /** Set when editing one of the coach's own templates; absent for a new one or a copy. */
  id?: number;
  name: string;
  sections: TemplateSection[];
}

/** Create or edit a template: its name and its sections' headings and privacy. */
export function TemplateForm({ draft, onClose }: { draft: TemplateDraft; onClose(): void }) {
  const { t } = useTranslation();
  useFocusBackWhenGone();
  return (
    <DraftModal opened onClose={onClose} title={draft.id ? t('notes.templates.edit') : t('notes.templates.new')} size="lg">
      <TemplateFields draft={draft} onClose={onClose} />
    </DraftModal>
  );
}

function TemplateFields({ draft, onClose }: { draft: TemplateDraft; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(draft.name);
  const [sections, setSections] = useState(draft.sections);
  useUnsavedDraft({ name, sections });
  const save = useMutation({
    mutationFn: () => {
      const fields = { name: name.trim(), sections: sections.map((s) => ({ ...s, title: s.title.trim() })) };
      return draft.id ? call('noteTemplates.update', { id: draft.id, changes: fields }) : call('noteTemplates.create', fields);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['noteTemplates'] });
      onClose();
    },
  });
  const setSection = (index: number, next: TemplateSection | null) =>
    setSections((all) => (next ? all.map((s, i) => (i === index ? next : s)) : all.filter((_, i) => i !== index)));
  const valid = name.trim() && sections.length > 0 && sections.every((s) => s.title.trim());

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate();
      }}
    >
      <Stack>
        <TextInput label={t('notes.templates.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={100} data-autofocus />
        {sections.map((section, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t('notes.sectionTitle')}
              placeholder={t('notes.sectionTitle')}
              value={section.title}
              onChange={(e) => setSection(index, { ...section, title: e.currentTarget.value })}
              maxLength={200}
            />
            <SegmentedControl
              size="xs"
              value={section.shareable ? 'shareable' : 'private'}
              onChange={(value) => setSection(index, { ...section, shareable: value === 'shareable' })}
              data={[
                { value: 'private', label: t('notes.private') },
                { value: 'shareable', label: t('notes.shareable') },
              ]}
            />
            <ActionIcon variant="subtle" color="gray" disabled={sections.length === 1} onClick={() => setSection(index, null)} aria-label={t('notes.removeSection')}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={() => setSections((all) => [...all, { title: '', shareable: false }])} disabled={sections.length >= 30}>
            {t('notes.addSection')}
          </Button>
        </Group>
        {save.error && <Alert color="red">{errorText(t, save.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('notes.templates.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!valid}>
            {t('notes.templates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
