import { Alert, Button, Checkbox, Group, List, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPayload, Session } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { LANGUAGE_NAME, LANGUAGES, type Language } from '../../../shared/languages';
import { call, onEvent } from '../api/client';
import { usePathChooser } from '../backups/usePathChooser';
import { DateInput } from '../components/DateInput';
import { Panel } from '../components/Panel';
import { PassphraseInput } from '../components/PassphraseInput';
import { UserText } from '../components/UserText';
import { isoDateOf } from '../../../shared/i18n/format';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';
import { sessionsQuery } from '../scheduling/queries';
import { reportCapabilitiesQuery } from './queries';
import { SessionSummaryButton } from './SessionSummaryButton';
import { FieldGrid } from '../components/FieldGrid';
import { HINT_BELOW } from '../components/hint-below';

const OWN_LANGUAGE = 'own';

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const cancelled = (session: Session) => session.status === 'cancelled' || session.status === 'late_cancelled';

/**
 * Summaries for a day's sessions in one go: one PDF per session, each in its client's language
 * (or one chosen for all), written into a folder the coach picks, with a bar while they are made.
 */
export function DaySummaries() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [day, setDay] = useState<string | null>(isoDateOf(new Date()));
  const { data: sessions = [] } = useQuery({ ...sessionsQuery({ from: `${day}T00:00`, to: `${nextDay(day ?? isoDateOf(new Date()))}T00:00` }), enabled: day !== null });
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [language, setLanguage] = useState<string>(OWN_LANGUAGE);
  const [password, setPassword] = useState('');
  const [progress, setProgress] = useState<EventPayload<'reports.progress'> | null>(null);
  const { data: shell } = useQuery(reportCapabilitiesQuery);
  const paths = usePathChooser(shell?.nativeSave ?? false);
  // Cancelled sessions have nothing to summarise: they start unticked.
  const selected = chosen ?? new Set(sessions.filter((s) => !cancelled(s)).map((s) => s.id));
  useEffect(() => setChosen(null), [day]);

  const batch = useMutation({
    mutationFn: async () => {
      const folder = await paths.choose('pdfFolder');
      if (!folder) return null;
      const batchId = crypto.randomUUID();
      const stop = onEvent('reports.progress', (event) => event.batchId === batchId && setProgress(event));
      try {
        const sessionIds = sessions.filter((s) => selected.has(s.id)).map((s) => s.id);
        return await call('reports.batch', { batchId, sessionIds, folder, language: language === OWN_LANGUAGE ? null : (language as Language), password: password || null });
      } finally {
        stop();
        setProgress(null);
      }
    },
  });

  const toggle = (id: number, on: boolean) => setChosen(new Set([...selected].filter((x) => x !== id).concat(on ? [id] : [])));
  const result = batch.data;
  return (
    <Panel title={t('reports.day.title')} data-testid="day-summaries">
      {/* Three side by side only where each has room for its label and "Each client's own language". */}
      <FieldGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <DateInput label={t('reports.day.date')} value={day} onChange={setDay} data-testid="day-date" />
        <Select
          label={t('reports.dialog.language')}
          data={[{ value: OWN_LANGUAGE, label: t('reports.day.ownLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAME[l] }))]}
          value={language}
          onChange={(value) => setLanguage(value ?? OWN_LANGUAGE)}
          allowDeselect={false}
        />
        <PassphraseInput label={t('reports.day.password')} description={t('reports.dialog.passwordHint')} inputWrapperOrder={HINT_BELOW} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="new-password" />
      </FieldGrid>
      {sessions.length === 0 ? (
        <Text c="dimmed">{t('reports.day.none')}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session.id} data-testid="day-session">
                <Table.Td w={40}>
                  <Checkbox aria-label={t('reports.day.include', { client: session.clientName, time: format.time(session.start) })} checked={selected.has(session.id)} onChange={(e) => toggle(session.id, e.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>{format.time(session.start)}</Table.Td>
                <Table.Td>
                  <UserText>{session.clientName}</UserText>
                </Table.Td>
                <Table.Td>{t(`sessions.statuses.${session.status}`)}</Table.Td>
                <Table.Td ta="end">
                  <SessionSummaryButton sessionId={session.id} variant="subtle" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {progress && (
        <Stack gap={4}>
          <Text size="sm" aria-live="polite">
            {t('reports.day.progress', { done: format.number(progress.done), total: format.number(progress.total) })}
          </Text>
          <Progress value={(progress.done / progress.total) * 100} animated aria-label={t('reports.day.progressLabel')} data-testid="batch-progress" />
        </Stack>
      )}
      {batch.error && <Alert color="red">{errorText(t, batch.error)}</Alert>}
      {result && (
        <Alert color={result.failed.length ? 'orange' : 'teal'} data-testid="batch-result">
          <Text size="sm">{t('reports.day.written', { count: result.written.length })}</Text>
          <List size="sm">
            {result.written.map((file) => (
              <List.Item key={file.path}>
                <UserText>{file.path}</UserText>
              </List.Item>
            ))}
            {result.failed.map((failure) => (
              <List.Item key={failure.sessionId}>{errorText(t, new AppError(failure.code, failure.message))}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {/* A day without sessions has nothing to write: the button read "Write 0 summaries" under "No sessions on this day." */}
      {sessions.length > 0 && (
        <Group justify="flex-end">
          <Button leftSection={<IconFiles size={18} />} disabled={selected.size === 0} loading={batch.isPending} onClick={() => batch.mutate()}>
            {selected.size === 0 ? t('reports.day.writeNone') : t('reports.day.write', { count: selected.size })}
          </Button>
        </Group>
      )}
      {paths.prompt}
    </Panel>
  );
}
