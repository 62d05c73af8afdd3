import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentTemplate } from '../../../shared/contract';
import { call } from '../api/client';
import { ConfirmAction } from '../components/ConfirmAction';
import { GoalsTabs } from '../goals/GoalsSection';
import { SectionHeader } from '../goals/SectionHeader';
import { Sentence } from '../components/Sentence';
import { useFormatters } from '../i18n/useFormatters';
import { refreshAssessments, templatesQuery } from './queries';
import { TemplateEditor } from './TemplateEditor';
import { useAssessmentNames } from './useAssessmentNames';

/** The practice's assessment templates: the Wheel of Life and the coach's own. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const { data: templates } = useQuery(templatesQuery);
  const [editing, setEditing] = useState<{ template: AssessmentTemplate | null } | null>(null);
  return (
    <Stack gap="lg">
      <SectionHeader order={1} title={t('goals.title')} actionLabel={t('assessments.templates.new')} onAction={() => setEditing({ template: null })} />
      <GoalsTabs />
      <Text c="dimmed">{t('assessments.templates.intro')}</Text>
      {templates?.map((template) => <TemplateCard key={template.id} template={template} onEdit={() => setEditing({ template })} />)}
      <TemplateEditor template={editing?.template ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function TemplateCard({ template, onEdit }: { template: AssessmentTemplate; onEdit(): void }) {
  const { t } = useTranslation();
  const names = useAssessmentNames();
  const format = useFormatters();
  const title = names.template(template);
  return (
    <Paper withBorder p="md" data-testid="template-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" dir="auto">
              {title}
            </Title>
            {template.builtin && <Badge variant="light">{t('assessments.templates.builtIn')}</Badge>}
          </Group>
          <Group gap="xs">
            <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={onEdit} aria-label={t('assessments.templates.editNamed', { name: title })}>
              {t('assessments.templates.edit')}
            </Button>
            {!template.builtin && (
              <ConfirmAction
                trigger={(open) => (
                  <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={open}>
                    {t('assessments.templates.delete')}
                  </Button>
                )}
                title={t('assessments.templates.delete')}
                message={<Sentence k="assessments.templates.deleteConfirm" values={{ name: title }} />}
                confirmLabel={t('assessments.templates.delete')}
                action={() => call('assessmentTemplates.delete', { id: template.id })}
                onDone={refreshAssessments}
              />
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('assessments.templates.summary', { count: template.areas.length, min: format.number(template.scaleMin), max: format.number(template.scaleMax) })}
          {format.separator}
          {t('assessments.templates.used', { count: template.assessmentCount })}
        </Text>
        <Text size="sm" dir="auto">
          {format.parts(...template.areas.map((a) => names.area(a)))}
        </Text>
      </Stack>
    </Paper>
  );
}
