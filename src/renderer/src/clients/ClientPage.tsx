import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconRestore, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDidUpdate } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Client } from '../../../shared/contract';
import { LANGUAGE_NAME } from '../../../shared/languages';
import { ClientActionItems } from '../actions/ClientActionItems';
import { call } from '../api/client';
import { ClientAssessments } from '../assessments/ClientAssessments';
import { ScheduleDialog, type ScheduleTarget } from '../calendar/ScheduleDialog';
import { ClientExportDialog } from '../dataexport/ClientExportDialog';
import { EraseDialog } from '../dataexport/EraseDialog';
import { TrashNotice } from '../dataexport/TrashNotice';
import { ClientGoals } from '../goals/ClientGoals';
import { BackLink } from '../components/BackLink';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { ClientJournal } from '../notes/ClientJournal';
import { ProgressReportButton } from '../reports/ProgressReportButton';
import { phoneAddress } from '../scheduling/outside-address';
import { clientQuery } from '../scheduling/queries';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';
import { ClientMenu } from './ClientMenu';
import { ClientSessions } from './ClientSessions';
import { PackagesSection } from './PackagesSection';
import { StatusBadge } from './StatusBadge';
import { useErrorNotice } from '../i18n/useErrorNotice';
import { PAGE_GRID } from '../components/page-grid';

export function ClientPage() {
  const { id } = useParams();
  const { data: client } = useQuery(clientQuery(Number(id)));
  const [target, setTarget] = useState<ScheduleTarget | null>(null);
  if (!client) return null;
  return (
    <Stack maw={1100}>
      <ClientHeader client={client} onSchedule={() => setTarget({ seed: { clientId: client.id } })} />
      <Grid {...PAGE_GRID}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <ClientDetails client={client} />
            <PackagesSection clientId={client.id} currency={client.agreement.currency} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <ClientSessions clientId={client.id} clientZone={client.timeZone} onOpen={(session) => setTarget({ session })} />
            <ClientActionItems clientId={client.id} />
            <ClientJournal clientId={client.id} />
            <ClientGoals clientId={client.id} />
            <ClientAssessments clientId={client.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ScheduleDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

function ClientHeader({ client, onSchedule }: { client: Client; onSchedule: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const notice = useErrorNotice();
  const act = useSchedulingMutation((action: 'archive' | 'unarchive' | 'trash' | 'restore') =>
    action === 'trash' ? call('clients.trash', { id: client.id }) : action === 'restore' ? call('clients.restore', { id: client.id }) : call('clients.archive', { id: client.id, archived: action === 'archive' }),
  );
  // Moving to the trash or back takes away the button that did it: the focus goes to the one
  // that undoes it, or to scheduling once restored, rather than to the page's body.
  const restoreButton = useRef<HTMLButtonElement>(null);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  useDidUpdate(() => (client.trashedAt ? restoreButton : scheduleButton).current?.focus(), [Boolean(client.trashedAt)]);
  return (
    <Stack gap="xs">
      <BackLink to="/clients">{t('clients.page.back')}</BackLink>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              <UserText>{client.fullName}</UserText>
            </Title>
            {/* In the trash, a status (Active, Paused…) would read as where the client stands now: the page says where they are instead. */}
            {client.trashedAt ? (
              <Badge color="red" variant="light" leftSection={<IconTrash size={12} />}>
                {t('clients.page.trashed')}
              </Badge>
            ) : (
              <StatusBadge status={client.status} />
            )}
            {client.archivedAt && <Badge color="gray">{t('clients.page.archived')}</Badge>}
          </Group>
          <Group gap="xs">
            <UserText c="dimmed">{client.code}</UserText>
            {client.tags.map((tag) => (
              <Badge key={tag} variant="outline" tt="none">
                <UserText>{tag}</UserText>
              </Badge>
            ))}
          </Group>
        </Stack>
        <Group gap="xs">
          {!client.trashedAt && (
            <Button ref={scheduleButton} leftSection={<IconCalendarPlus size={18} />} onClick={onSchedule}>
              {t('clients.page.schedule')}
            </Button>
          )}
          <ProgressReportButton clientId={client.id} />
          <Button variant="default" component={Link} to={`/clients/${client.id}/edit`} leftSection={<IconEdit size={18} />}>
            {t('clients.page.edit')}
          </Button>
          {client.trashedAt && (
            <>
              {/* Restore is what a client in the trash usually needs; erasing, which cannot be undone, was the loudest button beside it. */}
              <Button ref={restoreButton} leftSection={<IconRestore size={18} />} onClick={() => act.mutate('restore', { onError: notice })}>
                {t('clients.page.restore')}
              </Button>
              <Button variant="outline" color="red" leftSection={<IconTrashX size={18} />} onClick={() => setErasing(true)}>
                {t('dataexport.erase.button')}
              </Button>
            </>
          )}
          <ClientMenu
            client={client}
            onExport={() => setExporting(true)}
            onArchive={(archived) => act.mutate(archived ? 'archive' : 'unarchive', { onError: notice })}
            onTrash={() => act.mutate('trash', { onError: notice })}
          />
        </Group>
      </Group>
      {client.trashedAt && (
        <Alert color="red">
          {t('clients.page.inTrash')}
          <TrashNotice clientId={client.id} />
        </Alert>
      )}
      <ClientExportDialog client={client} opened={exporting} onClose={() => setExporting(false)} />
      <EraseDialog client={erasing ? client : null} onClose={() => setErasing(false)} onErased={() => navigate('/clients')} />
    </Stack>
  );
}

function ClientDetails({ client }: { client: Client }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const a = client.agreement;
  const day = (value: string | null) => (value ? format.date(value, 'medium') : null);
  const typed = (value: string | null) => value && <UserText>{value}</UserText>;
  const phoneLink = phoneAddress(client.phone);
  const rows: [string, ReactNode][] = [
    [t('clients.form.preferredName'), typed(client.preferredName)],
    [
      t('clients.form.email'),
      // Opens the coach's mail program (the window itself never navigates away).
      client.email && (
        <Anchor href={`mailto:${client.email}`} target="_blank" rel="noreferrer" dir="ltr">
          {withBreakAfterAt(client.email)}
        </Anchor>
      ),
    ],
    [
      t('clients.form.phone'),
      // Opens what places calls on this computer, when what was typed is a number and nothing else.
      phoneLink ? (
        <Anchor href={phoneLink} target="_blank" rel="noreferrer" dir="ltr">
          {client.phone}
        </Anchor>
      ) : (
        typed(client.phone)
      ),
    ],
    [
      t('clients.form.timeZone'),
      <>
        <UserText>{client.timeZone}</UserText>
        <Text size="xs" c="dimmed">
          {t('clients.page.localTime', { time: format.sessionDateTime(new Date().toISOString(), client.timeZone) })}
        </Text>
      </>,
    ],
    [t('clients.form.documentLanguage'), <span lang={client.documentLanguage}>{LANGUAGE_NAME[client.documentLanguage]}</span>],
    [t('dataexport.client.icfRow'), t(client.icfConsent ? 'dataexport.client.icfNamed' : 'dataexport.client.icfAnonymous')],
    [t('clients.form.startDate'), day(client.startDate)],
    [t('clients.form.referralSource'), typed(client.referralSource)],
    [t('clients.form.agreementStart'), day(a.start)],
    [t('clients.form.agreementEnd'), day(a.end)],
    [t('clients.form.sessionsIncluded'), a.sessionsIncluded === null ? null : format.number(a.sessionsIncluded)],
    [t('clients.form.fee'), a.feeMinor !== null ? format.currency(a.feeMinor / 100, a.currency) : null],
    [t('clients.form.signedOn'), day(a.signedOn)],
    [t('clients.form.cancellationTerms'), typed(a.cancellationTerms)],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={t('clients.page.details')}>
      <Title order={2} size="h4" mb="xs">
        {t('clients.page.details')}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              {/* A long email address has no space to wrap at: without this it ran out of the card. */}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value ?? t('clients.page.none')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {client.background && (
        <UserText block mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {client.background}
        </UserText>
      )}
    </Paper>
  );
}

/** An email address that may break after its @ in a narrow column ("ali.hosseini@" over "example.com"). */
function withBreakAfterAt(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
