import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../components/UserText';
import { discardDraft, useKeptDrafts } from './kept-drafts';

/** Above every page while a note's text is kept unsaved (`kept-drafts.ts`): where to open it, or let it go. */
export function KeptDraftsNotice() {
  const { t } = useTranslation();
  const drafts = useKeptDrafts();
  if (drafts.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} title={t('notes.kept.title', { count: drafts.length })} role="alert" mb="md">
      <Stack gap="xs">
        <Text size="sm">{t('notes.kept.body')}</Text>
        {drafts.map((kept) => (
          <Group key={kept.noteId} gap="xs" wrap="nowrap">
            <UserText size="sm" fs="italic" truncate flex={1}>
              {kept.preview || t('notes.kept.empty')}
            </UserText>
            <Button component={Link} to={kept.path} size="xs" variant="light">
              {t('notes.kept.open')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => discardDraft(kept.noteId)}>
              {t('notes.kept.discard')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
