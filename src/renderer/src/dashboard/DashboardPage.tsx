import { ActionIcon, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Session } from '../../../shared/contract';
import { OverdueActionItems } from '../actions/OverdueActionItems';
import { BackupStatusAlert } from '../backups/BackupStatusAlert';
import { ScheduleDialog, type ScheduleTarget } from '../calendar/ScheduleDialog';
import { NoClientsYet } from '../clients/NoClientsYet';
import { Panel } from '../components/Panel';
import { demoStatusQuery } from '../demo/queries';
import { useFormatters } from '../i18n/useFormatters';
import { STATUS_COLOUR } from '../scheduling/colours';
import { dashboardQuery } from '../scheduling/queries';
import { webAddress } from '../scheduling/outside-address';

/** Today, the coming week, who has gone quiet and whose package is running out. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormatters();
  const { data } = useQuery(dashboardQuery);
  // A new practice opens here: it is told how to begin above the empty panels.
  const { data: demo } = useQuery({ ...demoStatusQuery, staleTime: 0 });
  const [target, setTarget] = useState<ScheduleTarget | null>(null);
  const openSession = (session: Session) => setTarget({ session });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        {/* A new practice has no one to schedule yet: it is told how to begin instead. */}
        {demo && !demo.empty && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setTarget({ seed: {} })}>
            {t('calendar.schedule')}
          </Button>
        )}
      </Group>
      <BackupStatusAlert />
      {demo?.empty && (
        <Paper withBorder p="md">
          <NoClientsYet newPractice />
        </Paper>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ListPanel title={t('dashboard.today')} empty={t('dashboard.nothingToday')} testId="dashboard-today">
            {data.today.map((s) => (
              <SessionItem key={s.id} session={s} onOpen={openSession} today />
            ))}
          </ListPanel>
          <ListPanel title={t('dashboard.nextDays')} empty={t('dashboard.nothingNext')} testId="dashboard-next">
            {data.nextDays.map((s) => (
              <SessionItem key={s.id} session={s} onOpen={openSession} />
            ))}
          </ListPanel>
          <ListPanel title={t('dashboard.quietClients')} empty={demo?.empty ? t('dashboard.noClientsYet') : t('dashboard.noQuiet')} testId="dashboard-quiet">
            {data.quietClients.map((c) => (
              <Item key={c.clientId} label={c.clientName} detail={c.lastSessionAt ? t('dashboard.lastSeen', { when: format.date(c.lastSessionAt, 'medium') }) : t('dashboard.neverSeen')} onClick={() => navigate(`/clients/${c.clientId}`)} />
            ))}
          </ListPanel>
          <ListPanel title={t('dashboard.lowCredits')} empty={t('dashboard.noLowCredits')} testId="dashboard-credits">
            {data.lowCredits.map((c) => (
              <Item
                key={c.clientId}
                label={c.clientName}
                detail={<Badge color={c.remaining === 1 ? 'orange' : 'red'}>{t('dashboard.creditsLeft', { count: c.remaining })}</Badge>}
                onClick={() => navigate(`/clients/${c.clientId}`)}
              />
            ))}
          </ListPanel>
          <OverdueActionItems />
        </SimpleGrid>
      )}
      <ScheduleDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

/** A panel of the dashboard, titled and its empty text sized as the overdue action items' (the app's Panel). */
function ListPanel({ title, empty, testId, children }: { title: string; empty: string; testId: string; children: ReactNode[] }) {
  return (
    <Panel title={title}>
      <Stack gap="xs" data-testid={testId}>
        {children.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Panel>
  );
}

/** A session; today's, by its time alone and, for a call, with its meeting link beside it. */
function SessionItem({ session, onOpen, today = false }: { session: Session; onOpen: (s: Session) => void; today?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const link = today && session.status === 'scheduled' ? webAddress(session.location) : null;
  const item = (
    <Item
      label={session.clientName}
      detail={
        <Group gap="xs" wrap="nowrap">
          {/* The time and status stay whole: they go under a long name (Item), never shrink. */}
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {today ? format.time(session.start) : format.sessionDateTime(session.start)}
          </Text>
          {session.status !== 'scheduled' && (
            <Badge variant="light" color={STATUS_COLOUR[session.status]}>
              {t(`sessions.statuses.${session.status}`)}
            </Badge>
          )}
        </Group>
      }
      onClick={() => onOpen(session)}
    />
  );
  if (!link) return item;
  // Beside the row, not inside it: a link within a button is neither.
  return (
    <Group gap="xs" wrap="nowrap">
      <Box flex={1} miw={0}>
        {item}
      </Box>
      <ActionIcon component="a" href={link} target="_blank" rel="noreferrer" variant="light" aria-label={t('dashboard.join', { client: session.clientName })}>
        <IconVideo size={18} />
      </ActionIcon>
    </Group>
  );
}

/**
 * A name and its detail on one line where both fit, else the detail under the name: in a narrow
 * panel a long date ("Последна сесия: 10.08.2026 г.") took the room and cut the name short. A
 * name too long for the panel alone is still cut.
 */
function Item({ label, detail, onClick }: { label: string; detail: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} py={4} w="100%" aria-label={label}>
      <Group justify="space-between" style={{ rowGap: 0 }}>
        <Text fw={500} dir="auto" truncate>
          {label}
        </Text>
        {typeof detail === 'string' ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {detail}
          </Text>
        ) : (
          detail
        )}
      </Group>
    </UnstyledButton>
  );
}
