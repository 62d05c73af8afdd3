import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssessmentTemplate, MAX_AREAS, MIN_AREAS, type TemplateAreaInput } from '../../../shared/contract';
import { call } from '../api/client';
import { DraftModal } from '../components/DraftModal';
import { NumberField } from '../components/NumberField';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { FormFooter } from '../goals/FormFooter';
import { moved } from '../goals/moved';
import { refreshAssessments } from './queries';
import { useAssessmentNames } from './useAssessmentNames';

interface AreaDraft {
  /** null for an area added in this edit. */
  key: string | null;
  text: string;
  /** The name shown when the editor opened: a built-in area keeps its translated name unless this changes. */
  shown: string;
  builtIn: boolean;
}

interface Props {
  /** The template to edit; without it a new one is made. */
  template: AssessmentTemplate | null;
  opened: boolean;
  onClose(): void;
}

export function TemplateEditor({ template, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <DraftModal opened={opened} onClose={onClose} title={template ? t('assessments.templates.editTitle') : t('assessments.templates.new')} size="lg">
      {opened && <TemplateForm template={template} onDone={onClose} />}
    </DraftModal>
  );
}

function TemplateForm({ template, onDone }: { template: AssessmentTemplate | null; onDone(): void }) {
  const { t } = useTranslation();
  const names = useAssessmentNames();
  const shownName = template ? names.template(template) : '';
  const [name, setName] = useState(shownName);
  const [scaleMin, setScaleMin] = useState<number | string>(template?.scaleMin ?? 1);
  const [scaleMax, setScaleMax] = useState<number | string>(template?.scaleMax ?? 10);
  const [areas, setAreas] = useState<AreaDraft[]>(() =>
    template ? template.areas.map((a) => ({ key: a.key, text: names.area(a), shown: names.area(a), builtIn: a.label === null })) : Array.from({ length: MIN_AREAS }, () => ({ key: null, text: '', shown: '', builtIn: false })),
  );
  const save = useMutation({
    mutationFn: () => {
      const scale = { scaleMin: Number(scaleMin), scaleMax: Number(scaleMax) };
      if (!template) return call('assessmentTemplates.create', { name, ...scale, areas: areas.map((a) => ({ label: a.text })) });
      const changed: TemplateAreaInput[] = areas.map((a) => (a.key === null ? { label: a.text } : { key: a.key, label: a.builtIn && a.text === a.shown ? null : a.text }));
      return call('assessmentTemplates.update', { id: template.id, changes: { ...(name !== shownName ? { name } : {}), ...scale, areas: changed } });
    },
    onSuccess: () => {
      refreshAssessments();
      onDone();
    },
  });
  useUnsavedDraft({ name, scaleMin, scaleMax, areas });
  const update = (index: number, patch: Partial<AreaDraft>) => setAreas(areas.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  const move = (index: number, by: -1 | 1) => setAreas(moved(areas, index, by));
  const valid = name.trim() !== '' && areas.length >= MIN_AREAS && areas.every((a) => a.text.trim() !== '') && Number(scaleMin) < Number(scaleMax);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <TextInput label={t('assessments.templates.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={100} />
        <Group grow>
          <NumberField label={t('assessments.templates.scaleFrom')} value={scaleMin} onChange={setScaleMin} min={0} max={10} allowDecimal={false} />
          <NumberField label={t('assessments.templates.scaleTo')} value={scaleMax} onChange={setScaleMax} min={1} max={100} allowDecimal={false} />
        </Group>
        <Text size="sm" fw="var(--mantine-font-weight-medium)">
          {t('assessments.templates.areas')}
        </Text>
        {areas.map((area, index) => (
          <Group key={area.key ?? `new-${index}`} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('assessments.templates.areaName', { number: index + 1 })}
              value={area.text}
              onChange={(e) => update(index, { text: e.currentTarget.value })}
              maxLength={80}
            />
            <ActionIcon variant="subtle" aria-label={t('assessments.templates.moveUp', { area: area.text })} disabled={index === 0} onClick={() => move(index, -1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t('assessments.templates.moveDown', { area: area.text })} disabled={index === areas.length - 1} onClick={() => move(index, 1)}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('assessments.templates.removeArea', { area: area.text })} disabled={areas.length <= MIN_AREAS} onClick={() => setAreas(areas.filter((_, i) => i !== index))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} disabled={areas.length >= MAX_AREAS} onClick={() => setAreas([...areas, { key: null, text: '', shown: '', builtIn: false }])}>
            {t('assessments.templates.addArea')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('assessments.templates.keepsPast')}
        </Text>
        <FormFooter error={save.error} pending={save.isPending} disabled={!valid} submitLabel={t('assessments.templates.save')} onCancel={onDone} />
      </Stack>
    </form>
  );
}
