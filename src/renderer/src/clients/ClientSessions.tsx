import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../../shared/contract';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { STATUS_COLOUR } from '../scheduling/colours';
import { sessionsQuery } from '../scheduling/queries';
import { readsAsCoach } from '../scheduling/wall-clock';

/** Upcoming and past sessions, each shown in the coach's time and the client's own. */
export function ClientSessions({ clientId, clientZone, onOpen }: { clientId: number; clientZone: string; onOpen: (session: Session) => void }) {
  const { t } = useTranslation();
  const { data: sessions = [] } = useQuery(sessionsQuery({ clientId, limit: 10_000 }));
  const now = new Date().toISOString();
  const upcoming = sessions.filter((s) => s.end > now);
  const past = sessions.filter((s) => s.end <= now).reverse();
  return (
    <>
      <SessionGroup title={t('clients.page.upcoming')} empty={t('clients.page.noUpcoming')} sessions={upcoming} clientZone={clientZone} onOpen={onOpen} testId="upcoming-sessions" usual="scheduled" />
      <SessionGroup title={t('clients.page.past')} empty={t('clients.page.noPast')} sessions={past} clientZone={clientZone} onOpen={onOpen} testId="past-sessions" usual="completed" />
    </>
  );
}

function SessionGroup(props: { title: string; empty: string; sessions: Session[]; clientZone: string; onOpen: (s: Session) => void; testId: string; usual: Session['status'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder p="md" component="section" aria-label={props.title}>
      <Stack gap="xs" data-testid={props.testId}>
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.sessions.length === 0 && <Text c="dimmed">{props.empty}</Text>}
        {props.sessions.slice(0, 100).map((session) => (
          <Group key={session.id} gap="xs" wrap="nowrap">
            {/* The row opens the session; the notes link sits beside it, not inside it. */}
            <UnstyledButton onClick={() => props.onOpen(session)} py={4} flex={1} miw={0}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text td={session.status.includes('cancelled') ? 'line-through' : undefined}>{format.sessionDateTime(session.start)}</Text>
                  {!readsAsCoach(session.start, props.clientZone) && (
                    <Text size="xs" c="dimmed">
                      {format.sessionDateTime(session.start, props.clientZone)}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  {session.title && (
                    <UserText block size="sm" truncate maw={220}>
                      {session.title}
                    </UserText>
                  )}
                  {/* Only a status out of the ordinary is named (an upcoming session not scheduled, a past one not held), leaving room for the title. */}
                  {session.status !== props.usual && (
                    <Badge variant="light" color={STATUS_COLOUR[session.status]}>
                      {t(`sessions.statuses.${session.status}`)}
                    </Badge>
                  )}
                </Group>
              </Group>
            </UnstyledButton>
            <ActionIcon component={Link} to={`/sessions/${session.id}`} variant="subtle" aria-label={t('clients.page.openNotes')}>
              <IconNotes size={18} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

