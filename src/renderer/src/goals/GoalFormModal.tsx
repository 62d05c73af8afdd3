import { Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GoalDetail, GoalStatus } from '../../../shared/contract';
import { call } from '../api/client';
import { ClientPicker } from '../clients/ClientPicker';
import { DateInput } from '../components/DateInput';
import { DraftModal } from '../components/DraftModal';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { templatesQuery } from '../assessments/queries';
import { useAssessmentNames } from '../assessments/useAssessmentNames';
import { FormFooter } from './FormFooter';
import { MetricFieldset, type MetricDraft, metricDraftOf, metricInput } from './MetricFieldset';
import { useGoalChange } from './queries';

interface GoalFormModalProps {
  opened: boolean;
  onClose(): void;
  /** The goal to edit; without it a new goal is set. */
  goal?: GoalDetail;
  /** A new goal's client when it is already known (the client page); else the coach picks one. */
  clientId?: number;
  onSaved?(goal: GoalDetail): void;
}

export function GoalFormModal({ opened, onClose, goal, clientId, onSaved }: GoalFormModalProps) {
  const { t } = useTranslation();
  return (
    <DraftModal opened={opened} onClose={onClose} title={goal ? t('goals.form.editTitle') : t('goals.form.createTitle')} size="lg">
      {opened && <GoalForm goal={goal} clientId={clientId} onDone={(saved) => (onSaved?.(saved), onClose())} onCancel={onClose} />}
    </DraftModal>
  );
}

function GoalForm({ goal, clientId, onDone, onCancel }: { goal?: GoalDetail; clientId?: number; onDone(goal: GoalDetail): void; onCancel(): void }) {
  const { t } = useTranslation();
  const names = useAssessmentNames();
  const [client, setClient] = useState<number | null>(clientId ?? goal?.clientId ?? null);
  const [title, setTitle] = useState(goal?.title ?? '');
  const [why, setWhy] = useState(goal?.why ?? '');
  const [targetDate, setTargetDate] = useState<string | null>(goal?.targetDate ?? null);
  const [status, setStatus] = useState<GoalStatus>(goal?.status ?? 'active');
  const [metric, setMetric] = useState<MetricDraft | null>(goal?.metric ? metricDraftOf(goal.metric) : null);
  const [area, setArea] = useState<string | null>(goal?.area ? `${goal.area.templateId}:${goal.area.areaKey}` : null);
  const [milestones, setMilestones] = useState('');
  const { data: templates } = useQuery(templatesQuery);
  useUnsavedDraft({ client, title, why, targetDate, status, metric, area, milestones });

  const save = useGoalChange(() => {
    const [templateId, areaKey] = area ? area.split(':') : [];
    const fields = {
      title,
      why,
      targetDate,
      status,
      metric: metric ? metricInput(metric) : null,
      area: templateId && areaKey ? { templateId: Number(templateId), areaKey } : null,
    };
    if (goal) return call('goals.update', { id: goal.id, changes: fields });
    const steps = milestones.split('\n').map((line) => line.trim()).filter(Boolean);
    return call('goals.create', { ...fields, clientId: Number(client), milestones: steps });
  });

  const areaOptions = (templates ?? []).map((template) => ({
    group: names.template(template),
    items: template.areas.map((a) => ({ value: `${template.id}:${a.key}`, label: names.area(a) })),
  }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <Stack>
        {!goal && !clientId && (
          <ClientPicker label={t('goals.form.client')} placeholder={t('goals.form.clientPlaceholder')} value={client} onChange={setClient} required data-testid="goal-client" />
        )}
        <TextInput label={t('goals.form.goalTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} required maxLength={200} data-autofocus />
        <Textarea label={t('goals.form.why')} value={why} onChange={(e) => setWhy(e.currentTarget.value)} autosize minRows={2} maxLength={4000} />
        <Group grow align="start">
          <DateInput label={t('goals.form.targetDate')} value={targetDate} onChange={setTargetDate} />
          {goal && (
            <Select
              label={t('goals.form.status')}
              data={GoalStatus.options.map((s) => ({ value: s, label: t(`goals.statuses.${s}`) }))}
              value={status}
              onChange={(value) => value && setStatus(GoalStatus.parse(value))}
              allowDeselect={false}
            />
          )}
        </Group>
        <Switch label={t('goals.form.withMetric')} checked={metric !== null} onChange={(e) => setMetric(e.currentTarget.checked ? metricDraftOf(null) : null)} />
        {metric && <MetricFieldset draft={metric} onChange={setMetric} />}
        <Select label={t('goals.form.area')} description={t('goals.form.areaHint')} data={areaOptions} value={area} onChange={setArea} clearable searchable />
        {!goal && (
          <Textarea
            label={t('goals.form.milestones')}
            description={t('goals.form.milestonesHint')}
            value={milestones}
            onChange={(e) => setMilestones(e.currentTarget.value)}
            autosize
            minRows={2}
          />
        )}
        <FormFooter error={save.error} pending={save.isPending} disabled={!title.trim() || (!goal && !client)} submitLabel={goal ? t('goals.form.save') : t('goals.form.create')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
