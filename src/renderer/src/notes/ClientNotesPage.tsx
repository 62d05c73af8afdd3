import { Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { call } from '../api/client';
import { ClientActionItems } from '../actions/ClientActionItems';
import { Panel } from '../components/Panel';
import { errorText } from '../i18n/error-text';
import { useFormat } from '../i18n/useFormat';
import { ClientJournal } from './ClientJournal';

/**
 * /clients/:id/notes — until the client page exists, the place for a client's commitments,
 * journal and session notes. The client page will mount ClientActionItems and ClientJournal.
 */
export function ClientNotesPage() {
  const { t } = useTranslation();
  const clientId = Number(useParams().id);
  const client = useQuery({ queryKey: ['clients', 'get', clientId], queryFn: () => call('clients.get', { id: clientId }) });
  if (client.error) return <Alert color="red">{errorText(t, client.error)}</Alert>;
  if (!client.data) return <Loader />;
  return (
    <Stack maw={920} gap="lg">
      <Title order={1} size="h2" dir="auto">
        {client.data.fullName}
      </Title>
      <ClientActionItems clientId={clientId} />
      <ClientSessions clientId={clientId} />
      <ClientJournal clientId={clientId} />
    </Stack>
  );
}

function ClientSessions({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sessions = useQuery({ queryKey: ['sessions', 'list', clientId], queryFn: () => call('sessions.list', { clientId, includeCancelled: false }) });
  return (
    <Panel title={t('notes.sessionNotes')}>
      {sessions.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notes.noSessions')}
        </Text>
      )}
      {sessions.data?.map((session) => (
        <Group key={session.id} gap="xs">
          <Anchor component={Link} to={`/sessions/${session.id}`}>
            {format.moment(session.start, session.timeZone)}
          </Anchor>
          <Badge size="xs" variant="light">
            {t(`sessions.statuses.${session.status}`)}
          </Badge>
        </Group>
      ))}
    </Panel>
  );
}
