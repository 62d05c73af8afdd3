import { ActionIcon, Alert, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '../../../shared/contract';
import { call } from '../api/client';
import { ConfirmAction } from '../components/ConfirmAction';
import { SectionHeader } from '../goals/SectionHeader';
import { useFormatters } from '../i18n/useFormatters';
import { errorText } from '../i18n/error-text';
import { AssessmentFormModal } from './AssessmentFormModal';
import { AssessmentRadar } from './AssessmentRadar';
import { ComparisonTable } from './ComparisonTable';
import { assessmentsQuery, comparisonQuery, refreshAssessments } from './queries';
import { useAssessmentNames } from './useAssessmentNames';

/**
 * A client's assessments for the client page: record one, see the latest as a wheel, overlay
 * any two dates of the same template and read the change per area.
 */
export function ClientAssessments({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const [recording, record] = useDisclosure();
  const { data: assessments, error } = useQuery(assessmentsQuery(clientId));
  const [picked, setPicked] = useState<{ before: number | null; after: number | null }>({ before: null, after: null });
  const [editing, setEditing] = useState<Assessment | null>(null);

  const after = assessments?.find((a) => a.id === picked.after) ?? assessments?.at(-1);
  const sameTemplate = assessments?.filter((a) => a.templateId === after?.templateId && a.id !== after?.id) ?? [];
  const before = picked.before === null ? sameTemplate.filter((a) => a.on <= after!.on).at(0) ?? null : (sameTemplate.find((a) => a.id === picked.before) ?? null);

  return (
    <Stack gap="md" component="section" aria-labelledby="client-assessments-title">
      <SectionHeader order={2} id="client-assessments-title" title={t('assessments.title')} actionLabel={t('assessments.record')} onAction={record.open} />
      {error && <Alert color="red">{errorText(t, error)}</Alert>}
      {assessments?.length === 0 && <Text c="dimmed">{t('assessments.none')}</Text>}
      {after && (
        <Paper withBorder p="md">
          <Stack>
            <Group align="end">
              <DateSelect label={t('assessments.earlier')} options={sameTemplate} value={before} onChange={(id) => setPicked({ ...picked, before: id })} clearable testId="compare-before" />
              <DateSelect label={t('assessments.later')} options={assessments!} value={after} onChange={(id) => setPicked({ before: null, after: id })} testId="compare-after" />
            </Group>
            <AssessmentRadar after={after} before={before} />
            {before ? <Comparison beforeId={before.id} afterId={after.id} /> : <Text c="dimmed">{t('assessments.pickTwo')}</Text>}
          </Stack>
        </Paper>
      )}
      {assessments && assessments.length > 0 && <History assessments={assessments} onEdit={setEditing} />}
      <AssessmentFormModal clientId={clientId} opened={recording} onClose={record.close} onSaved={(saved) => setPicked({ before: null, after: saved.id })} />
      <AssessmentFormModal clientId={clientId} opened={editing !== null} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function Comparison({ beforeId, afterId }: { beforeId: number; afterId: number }) {
  const { data } = useQuery(comparisonQuery(beforeId, afterId));
  return data ? <ComparisonTable comparison={data} /> : null;
}

interface DateSelectProps {
  label: string;
  options: Assessment[];
  value: Assessment | null;
  onChange(id: number | null): void;
  clearable?: boolean;
  testId: string;
}

function DateSelect({ label, options, value, onChange, clearable = false, testId }: DateSelectProps) {
  const format = useFormatters();
  const names = useAssessmentNames();
  return (
    <Select
      label={label}
      data={options.map((a) => ({ value: String(a.id), label: format.parts(format.date(a.on, 'medium'), names.template(a)) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id ? Number(id) : null)}
      allowDeselect={clearable}
      clearable={clearable}
      w={280}
      data-testid={testId}
    />
  );
}

function History({ assessments, onEdit }: { assessments: Assessment[]; onEdit(assessment: Assessment): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = useAssessmentNames();
  return (
    <Table data-testid="assessment-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('assessments.form.date')}</Table.Th>
          <Table.Th>{t('assessments.form.template')}</Table.Th>
          <Table.Th>{t('assessments.table.average')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assessments.toReversed().map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(a.on, 'medium')}</Table.Td>
            {/* The note under the template's name: a column of its own made the table wider than the client page's column. */}
            <Table.Td>
              <Text size="sm" dir="auto">
                {names.template(a)}
              </Text>
              {a.note && (
                <Text size="sm" c="dimmed" dir="auto">
                  {a.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{format.number(a.average)}</Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('assessments.edit', { date: format.date(a.on, 'medium') })} onClick={() => onEdit(a)}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ConfirmAction
                  trigger={(open) => (
                    <ActionIcon variant="subtle" color="red" aria-label={t('assessments.delete', { date: format.date(a.on, 'medium') })} onClick={open}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                  title={t('assessments.delete', { date: format.date(a.on, 'medium') })}
                  message={t('assessments.deleteConfirm', { date: format.date(a.on, 'medium') })}
                  confirmLabel={t('assessments.deleteButton')}
                  action={() => call('assessments.delete', { id: a.id })}
                  onDone={refreshAssessments}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
