import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Metric, MetricDirection, MetricFields } from '../../../shared/contract';
import { NumberField } from '../components/NumberField';
import { HINT_BELOW } from '../components/hint-below';

export interface MetricDraft {
  name: string;
  unit: string;
  baseline: number | string;
  target: number | string;
  /** null until the coach chooses: the core then infers it from baseline → target. */
  direction: MetricDirection | null;
}

export function metricDraftOf(metric: Metric | null): MetricDraft {
  return { name: metric?.name ?? '', unit: metric?.unit ?? '', baseline: metric?.baseline ?? '', target: metric?.target ?? '', direction: metric?.direction ?? null };
}

export function metricInput(draft: MetricDraft): MetricFields {
  return {
    name: draft.name,
    unit: draft.unit || null,
    baseline: draft.baseline === '' ? null : Number(draft.baseline),
    target: Number(draft.target),
    direction: draft.direction,
  };
}

/** What is measured, in which unit, from where to where, and which way is better. */
export function MetricFieldset({ draft, onChange }: { draft: MetricDraft; onChange(draft: MetricDraft): void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<MetricDraft>) => onChange({ ...draft, ...patch });
  const inferred: MetricDirection = draft.baseline !== '' && draft.target !== '' && Number(draft.target) < Number(draft.baseline) ? 'lower' : 'higher';
  return (
    <Stack gap="sm" ps="md" style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
      <Group grow align="start">
        <TextInput label={t('goals.form.metricName')} value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} required maxLength={100} />
        <TextInput label={t('goals.form.unit')} value={draft.unit} onChange={(e) => set({ unit: e.currentTarget.value })} maxLength={30} />
      </Group>
      <Group grow align="start">
        <NumberField label={t('goals.form.baseline')} description={t('goals.form.baselineHint')} inputWrapperOrder={HINT_BELOW} value={draft.baseline} onChange={(value) => set({ baseline: value })} decimalScale={4} />
        <NumberField label={t('goals.form.target')} value={draft.target} onChange={(value) => set({ target: value })} decimalScale={4} required />
      </Group>
      <div>
        <Text size="sm" fw="var(--mantine-font-weight-medium)" id="metric-direction">
          {t('goals.form.direction')}
        </Text>
        <SegmentedControl
          aria-labelledby="metric-direction"
          value={draft.direction ?? inferred}
          onChange={(value) => set({ direction: value as MetricDirection })}
          data={[
            { value: 'higher', label: t('goals.form.higher') },
            { value: 'lower', label: t('goals.form.lower') },
          ]}
        />
      </div>
    </Stack>
  );
}
