import { Group, Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { DateInput } from '../components/DateInput';
import { NumberField } from '../components/NumberField';
import { FormFooter } from '../goals/FormFooter';
import { refreshAssessments, templatesQuery } from './queries';
import { useAssessmentNames } from './useAssessmentNames';

interface Props {
  clientId: number;
  opened: boolean;
  onClose(): void;
  onSaved?(assessment: Assessment): void;
}

/** Scores every area of a template for a client on a date (the Wheel of Life unless another is chosen). */
export function AssessmentFormModal({ clientId, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('assessments.record')} size="lg">
      {opened && <AssessmentForm clientId={clientId} onDone={(saved) => (onSaved?.(saved), onClose())} onCancel={onClose} />}
    </Modal>
  );
}

function AssessmentForm({ clientId, onDone, onCancel }: { clientId: number; onDone(a: Assessment): void; onCancel(): void }) {
  const { t } = useTranslation();
  const names = useAssessmentNames();
  const { data: templates } = useQuery(templatesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const template = templates?.find((x) => String(x.id) === chosen) ?? templates?.[0];
  const [scores, setScores] = useState<Record<string, number | string>>({});
  const [on, setOn] = useState<string | null>(isoDateOf(new Date()));
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: () =>
      call('assessments.create', {
        clientId,
        templateId: template!.id,
        on,
        note,
        scores: Object.fromEntries(template!.areas.map((a) => [a.key, Number(scores[a.key])])),
      }),
    onSuccess: (saved) => {
      refreshAssessments();
      onDone(saved);
    },
  });
  if (!template) return null;
  const complete = template.areas.every((a) => scores[a.key] !== undefined && scores[a.key] !== '');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <Group grow align="start">
          <Select
            label={t('assessments.form.template')}
            data={templates!.map((x) => ({ value: String(x.id), label: names.template(x) }))}
            value={String(template.id)}
            onChange={(value) => {
              setChosen(value);
              setScores({});
            }}
            allowDeselect={false}
          />
          <DateInput label={t('assessments.form.date')} value={on} onChange={setOn} required data-testid="assessment-date" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {template.areas.map((area) => (
            <NumberField
              key={area.key}
              label={names.area(area)}
              description={t('assessments.form.scale', { min: template.scaleMin, max: template.scaleMax })}
              value={scores[area.key] ?? ''}
              onChange={(value) => setScores((current) => ({ ...current, [area.key]: value }))}
              min={template.scaleMin}
              max={template.scaleMax}
              allowDecimal={false}
              clampBehavior="strict"
              required
            />
          ))}
        </SimpleGrid>
        <Textarea label={t('assessments.form.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={4000} />
        <FormFooter error={save.error} pending={save.isPending} disabled={!complete} submitLabel={t('assessments.form.save')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
