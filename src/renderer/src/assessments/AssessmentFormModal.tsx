import { Group, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area, Assessment } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { DateInput } from '../components/DateInput';
import { DraftModal } from '../components/DraftModal';
import { NumberField } from '../components/NumberField';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { FormFooter } from '../goals/FormFooter';
import { useFormatters } from '../i18n/useFormatters';
import { COACH_TIME_ZONE } from '../scheduling/wall-clock';
import { refreshAssessments, templatesQuery } from './queries';
import { useAssessmentNames } from './useAssessmentNames';
import { FieldGrid } from '../components/FieldGrid';

interface Props {
  clientId: number;
  opened: boolean;
  onClose(): void;
  onSaved?(assessment: Assessment): void;
  /** An assessment recorded before, to correct: its own areas and scale, as recorded. */
  editing?: Assessment | null;
}

/**
 * Scores every area of a template for a client on a date (the Wheel of Life unless another is
 * chosen), or corrects the scores, date and note of one recorded before.
 */
export function AssessmentFormModal({ clientId, opened, onClose, onSaved, editing = null }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = editing ? t('assessments.edit', { date: format.date(editing.on, 'medium') }) : t('assessments.record');
  return (
    <DraftModal opened={opened} onClose={onClose} title={title} size="lg">
      {opened && <AssessmentForm key={editing?.id ?? 'new'} clientId={clientId} editing={editing} onDone={(saved) => (onSaved?.(saved), onClose())} onCancel={onClose} />}
    </DraftModal>
  );
}

interface Scale {
  areas: Area[];
  scaleMin: number;
  scaleMax: number;
}

function AssessmentForm({ clientId, editing, onDone, onCancel }: { clientId: number; editing: Assessment | null; onDone(a: Assessment): void; onCancel(): void }) {
  const { t } = useTranslation();
  const names = useAssessmentNames();
  const { data: templates } = useQuery(templatesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const template = templates?.find((x) => String(x.id) === chosen) ?? templates?.[0];
  // What is scored: the chosen template, or the areas the corrected assessment was recorded with.
  const scale: Scale | undefined = editing ? { areas: editing.scores, scaleMin: editing.scaleMin, scaleMax: editing.scaleMax } : template;
  const [scores, setScores] = useState<Record<string, number | string>>(() => Object.fromEntries((editing?.scores ?? []).map((s) => [s.key, s.score])));
  const today = isoDateOf(new Date(), COACH_TIME_ZONE);
  const [on, setOn] = useState<string | null>(editing?.on ?? today);
  const [note, setNote] = useState(editing?.note ?? '');
  useUnsavedDraft({ chosen, scores, on, note });
  const save = useMutation({
    mutationFn: () => {
      const scored = Object.fromEntries(scale!.areas.map((a) => [a.key, Number(scores[a.key])]));
      return editing
        ? call('assessments.update', { id: editing.id, changes: { on: on ?? editing.on, scores: scored, note } })
        : call('assessments.create', { clientId, templateId: template!.id, on, note, scores: scored });
    },
    onSuccess: (saved) => {
      refreshAssessments();
      onDone(saved);
    },
  });
  if (!scale || !templates) return null;
  const complete = scale.areas.every((a) => scores[a.key] !== undefined && scores[a.key] !== '');
  // An assessment records what happened: the contract refuses a later day (past-day.ts).
  const future = on !== null && on > today;
  const templateChoices = editing ? [{ value: String(editing.templateId), label: names.template(editing) }] : templates.map((x) => ({ value: String(x.id), label: names.template(x) }));

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
            data={templateChoices}
            value={editing ? String(editing.templateId) : String(template!.id)}
            onChange={(value) => {
              setChosen(value);
              setScores({});
            }}
            allowDeselect={false}
            disabled={Boolean(editing)}
          />
          <DateInput
            label={t('assessments.form.date')}
            value={on}
            onChange={setOn}
            maxDate={today}
            error={future ? t('dateInput.future') : undefined}
            required
            data-testid="assessment-date"
          />
        </Group>
        <FieldGrid cols={{ base: 1, sm: 2 }}>
          {scale.areas.map((area, index) => (
            <NumberField
              key={area.key}
              // The template and today's date are set already: the scores are what the coach types. Both
              // ways: the dialog places its focus as it opens, before the fields when the template is still being read.
              autoFocus={index === 0}
              data-autofocus={index === 0 || undefined}
              label={names.area(area)}
              description={t('assessments.form.scale', { min: scale.scaleMin, max: scale.scaleMax })}
              value={scores[area.key] ?? ''}
              onChange={(value) => setScores((current) => ({ ...current, [area.key]: value }))}
              min={scale.scaleMin}
              max={scale.scaleMax}
              allowDecimal={false}
              clampBehavior="strict"
              required
            />
          ))}
        </FieldGrid>
        <Textarea label={t('assessments.form.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={4000} />
        <FormFooter error={save.error} pending={save.isPending} disabled={!complete || future} submitLabel={editing ? t('goals.form.save') : t('assessments.form.save')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
