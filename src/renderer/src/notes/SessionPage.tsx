import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { SessionActionItems } from '../actions/SessionActionItems';
import { SinceLastTime } from '../actions/SinceLastTime';
import { ScheduleDialog, type ScheduleTarget } from '../calendar/ScheduleDialog';
import { UserText } from '../components/UserText';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';
import { SessionSummaryButton } from '../reports/SessionSummaryButton';
import { sessionNoteQuery } from './noteQueries';
import { SessionNote } from './SessionNote';
import { clientSessionsQuery, SessionNeighbours } from './SessionNeighbours';
import { SessionPlace } from './SessionPlace';

/** /sessions/:id — the session, what is open since last time, its note and what was agreed. */
export function SessionPage() {
  const { t } = useTranslation();
  const sessionId = Number(useParams().id);
  const format = useFormatters();
  const session = useQuery({
    queryKey: ['sessions', 'get', sessionId],
    queryFn: async () => {
      const found = await call('sessions.get', { id: sessionId });
      // The sessions before and after are asked for as soon as the client is known, not once the
      // whole page has been drawn and mounted the neighbours: on a busy machine that render took
      // seconds, and the links came last, well after the rest of the page.
      void queryClient.prefetchQuery(clientSessionsQuery(found.clientId));
      return found;
    },
    enabled: sessionId > 0,
  });
  const note = useQuery(sessionNoteQuery(sessionId));
  const [target, setTarget] = useState<ScheduleTarget | null>(null);

  if (session.error) return <Alert color="red">{errorText(t, session.error)}</Alert>;
  if (!session.data) return <Loader />;
  const s = session.data;
  return (
    <Stack maw={920} gap="lg">
      <Stack gap={4}>
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Title order={1} size="h2">
              <Anchor component={Link} to={`/clients/${s.clientId}`} inherit>
                <UserText>{s.clientName}</UserText>
              </Anchor>
            </Title>
            <Badge variant="light">{t(`sessions.statuses.${s.status}`)}</Badge>
          </Group>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconCalendarEvent size={18} />} onClick={() => setTarget({ session: s })}>
              {t('notes.editSession')}
            </Button>
            <SessionSummaryButton sessionId={s.id} />
          </Group>
        </Group>
        <Text c="dimmed" size="sm">
          {format.parts(format.sessionDateTime(s.start), t('notes.minutes', { count: s.minutes }), t(`sessions.types.${s.type}`))}
          {s.title && (
            <>
              {format.separator}
              <UserText>{s.title}</UserText>
            </>
          )}
        </Text>
        <SessionPlace session={s} />
      </Stack>
      <SessionNeighbours session={s} onScheduleNext={() => setTarget({ seed: { after: s } })} />
      <ScheduleDialog target={target} onClose={() => setTarget(null)} />
      <SinceLastTime sessionId={sessionId} />
      {/* Keyed: a note started or restored here must not stay on screen when the page moves to another session. */}
      <SessionNote key={sessionId} sessionId={sessionId} />
      <SessionActionItems sessionId={sessionId} clientId={s.clientId} noteId={note.data?.id} />
    </Stack>
  );
}
