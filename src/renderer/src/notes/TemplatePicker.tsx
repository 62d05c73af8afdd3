import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../components/UserText';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { templatesQuery } from './noteQueries';

/** Choose how a new note starts (the practice's default template is chosen already). */
export function TemplatePicker({ onStart, starting, prompt }: { onStart(templateId: number): void; starting: boolean; prompt: string }) {
  const { t } = useTranslation();
  const { language, formatters: format } = useUiLanguage();
  const templates = useQuery(templatesQuery(language));
  const [chosen, setChosen] = useState<string | null>(null);
  const fallback = templates.data?.find((template) => template.isDefault) ?? templates.data?.[0];
  const value = chosen ?? (fallback ? String(fallback.id) : null);
  const selected = templates.data?.find((template) => String(template.id) === value);

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconNotes size={20} />
          <Text fw={600}>{prompt}</Text>
        </Group>
        <Group align="end">
          <Select
            label={t('notes.template')}
            data={(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
            value={value}
            onChange={setChosen}
            allowDeselect={false}
            w={300}
            data-testid="template-select"
          />
          <Button onClick={() => value && onStart(Number(value))} loading={starting} disabled={!value}>
            {t('notes.start')}
          </Button>
        </Group>
        {selected && (
          <UserText block size="sm" c="dimmed">
            {format.parts(...selected.sections.map((section) => section.title))}
          </UserText>
        )}
      </Stack>
    </Paper>
  );
}
