import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionItemForm } from './ActionItemForm';
import { ActionList } from './ActionList';

/** What was agreed in this session (and carried forward to it), with a form to add more. */
export function SessionActionItems({ sessionId, clientId, noteId }: { sessionId: number; clientId: number; noteId?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-label={t('actions.agreedInSession')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('actions.agreedInSession')}
        </Title>
        <ActionList input={{ sessionId, status: 'all' }} empty={t('actions.noneInSession')} />
        <ActionItemForm clientId={clientId} sessionId={sessionId} noteId={noteId} />
      </Stack>
    </Paper>
  );
}
