import { Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';
import type { SaveState } from './useNoteAutosave';

/** Saved / saving / not saved, always visible beside the note, read out by screen readers. */
export function SaveIndicator({ state, error }: { state: SaveState; error: unknown }) {
  const { t } = useTranslation();
  const content =
    state === 'error' ? (
      <Tooltip label={errorText(t, error)} multiline maw={320}>
        <Group gap={4} c="red" wrap="nowrap">
          <IconAlertTriangle size={16} />
          <Text size="sm">{t('notes.save.error')}</Text>
        </Group>
      </Tooltip>
    ) : state === 'saved' ? (
      <Group gap={4} c="dimmed" wrap="nowrap">
        <IconCheck size={16} />
        <Text size="sm">{t('notes.save.saved')}</Text>
      </Group>
    ) : (
      <Group gap={6} c="dimmed" wrap="nowrap">
        <Loader size={12} />
        <Text size="sm">{t('notes.save.saving')}</Text>
      </Group>
    );
  return (
    <div role="status" aria-live="polite" data-testid="save-state" data-state={state}>
      {content}
    </div>
  );
}
