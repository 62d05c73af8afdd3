import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../../shared/contract';
import { BackIcon, ForwardIcon } from '../components/DirectionIcons';
import { useFormatters } from '../i18n/useFormatters';
import { sessionsQuery } from '../scheduling/queries';

/** The client's sessions, the same list as the client page's. */
export const clientSessionsQuery = (clientId: number) => sessionsQuery({ clientId, limit: 10_000 });

const isCancelled = (session: Session) => session.status === 'cancelled' || session.status === 'late_cancelled';

/**
 * The client's sessions before and after this one, cancelled ones passed over: the last
 * session's note is a click away while preparing the next. The same list as the client page's.
 * With none after it, the next one can be scheduled from here, as a session ends.
 */
export function SessionNeighbours({ session, onScheduleNext }: { session: Session; onScheduleNext: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: sessions = [] } = useQuery(clientSessionsQuery(session.clientId));
  const listed = sessions.filter((other) => other.id === session.id || !isCancelled(other));
  const here = listed.findIndex((other) => other.id === session.id);
  if (here < 0) return null;
  const previous = listed[here - 1];
  const next = listed[here + 1];
  const link = (to: Session, label: string, forward: boolean) => (
    <Anchor component={Link} to={`/sessions/${to.id}`} size="sm">
      <Group gap={4} wrap="nowrap">
        {!forward && <BackIcon size={14} />}
        {label}
        <Text span c="dimmed" inherit>
          {format.date(to.start, 'medium')}
        </Text>
        {forward && <ForwardIcon size={14} />}
      </Group>
    </Anchor>
  );
  return (
    <Group justify="space-between" data-testid="session-neighbours">
      {previous ? link(previous, t('notes.previousSession'), false) : <span />}
      {next ? (
        link(next, t('notes.nextSession'), true)
      ) : (
        <Button variant="subtle" size="compact-sm" leftSection={<IconCalendarPlus size={16} />} onClick={onScheduleNext}>
          {t('notes.scheduleNext')}
        </Button>
      )}
    </Group>
  );
}
