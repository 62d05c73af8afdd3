import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteTemplate } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { ConfirmAction } from '../components/ConfirmAction';
import { Sentence } from '../components/Sentence';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { SettingsSection } from '../settings/SettingsSection';
import { templatesQuery } from './noteQueries';
import { type TemplateDraft, TemplateForm } from './TemplateForm';

/** Settings › Note templates: the built-in ones, the coach's own, and which one new notes start from. */
export function TemplatesSettings() {
  const { t } = useTranslation();
  const { language, formatters: format } = useUiLanguage();
  const templates = useQuery(templatesQuery(language));
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['noteTemplates'] });
  const makeDefault = useMutation({ mutationFn: (id: number) => call('noteTemplates.setDefault', { id }), onSuccess: refresh });

  const copy = (template: NoteTemplate): TemplateDraft => ({ name: t('notes.templates.copyOf', { name: template.name }), sections: template.sections });

  return (
    <SettingsSection title={t('notes.templates.title')}>
      <Text size="sm" c="dimmed">
        {t('notes.templates.description')}
      </Text>
      <Table verticalSpacing="sm">
        <Table.Tbody>
          {templates.data?.map((template) => (
            <Table.Tr key={template.id} data-testid="template-row">
              <Table.Td>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600} dir="auto">
                      {template.name}
                    </Text>
                    {template.isDefault && <Badge size="xs">{t('notes.templates.default')}</Badge>}
                    {template.builtIn && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('notes.templates.builtIn')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" dir="auto">
                    {format.parts(...template.sections.map((s) => s.title))}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {!template.isDefault && (
                    <Button size="compact-xs" variant="subtle" onClick={() => makeDefault.mutate(template.id)}>
                      {t('notes.templates.makeDefault')}
                    </Button>
                  )}
                  {template.builtIn ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => setDraft(copy(template))}>
                      {t('notes.templates.copy')}
                    </Button>
                  ) : (
                    <>
                      <Button size="compact-xs" variant="subtle" onClick={() => setDraft({ id: template.id, name: template.name, sections: template.sections })}>
                        {t('notes.templates.editButton')}
                      </Button>
                      <ConfirmAction
                        trigger={(open) => (
                          <Button size="compact-xs" variant="light" color="red" onClick={open}>
                            {t('notes.templates.delete')}
                          </Button>
                        )}
                        title={t('notes.templates.deleteTitle')}
                        message={<Sentence k="notes.templates.deleteConfirm" values={{ name: template.name }} />}
                        confirmLabel={t('notes.templates.delete')}
                        action={() => call('noteTemplates.delete', { id: template.id }).then(refresh)}
                      />
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setDraft({ name: '', sections: [{ title: '', shareable: false }] })}>
          {t('notes.templates.new')}
        </Button>
      </Group>
      {draft && <TemplateForm draft={draft} onClose={() => setDraft(null)} />}
    </SettingsSection>
  );
}
