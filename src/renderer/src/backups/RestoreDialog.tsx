import { Alert, Button, Center, Group, Loader, Modal, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupInspection } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { PassphraseInput } from '../components/PassphraseInput';
import { errorText } from '../i18n/error-text';
import { coachRecordCounts } from './coach-records';
import { ProgressLine } from './ProgressLine';
import type { BackupProgress } from './queries';
import { useFormatters } from '../i18n/useFormatters';
import { discardDrafts } from '../notes/kept-drafts';

interface Props {
  /** The backup file to restore; null keeps the dialog closed. */
  path: string | null;
  progress: BackupProgress | null;
  onClose(): void;
  /** From the lock screen of a practice that cannot be opened: set aside, not backed up first. */
  unopenable?: boolean;
}

/** Restore: see what the file holds, confirm with the secret valid when it was made, watch it happen. */
export function RestoreDialog({ path, progress, onClose, unopenable = false }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Modal opened={path !== null} onClose={() => !pending && onClose()} title={t('backups.restore.title')} size="lg" closeOnClickOutside={!pending}>
      {path && <RestoreForm key={path} path={path} progress={progress} onPending={setPending} onClose={onClose} unopenable={unopenable} />}
    </Modal>
  );
}

function RestoreForm({ path, progress, onPending, onClose, unopenable }: { path: string; progress: BackupProgress | null; onPending(pending: boolean): void; onClose(): void; unopenable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [method, setMethod] = useState<'passphrase' | 'recoveryKey'>('passphrase');
  const [secret, setSecret] = useState('');
  const inspect = useQuery({ queryKey: ['backup.inspect', path], queryFn: () => call('backup.inspect', { path }), staleTime: 0, gcTime: 0 });
  const restore = useMutation({
    mutationFn: () => call('backup.restore', method === 'passphrase' ? { path, passphrase: secret } : { path, recoveryKey: secret }),
    onMutate: () => onPending(true),
    onSettled: () => {
      onPending(false);
      setSecret('');
    },
    onSuccess: (result) => {
      // Everything on screen may differ now, the language included.
      void queryClient.invalidateQueries();
      discardDrafts();
      const date = format.dateTime(result.createdAt);
      const done = result.keysReplaced ? t('backups.restore.doneNewKeys', { date }) : t('backups.restore.done', { date });
      const setAside = result.setAside.length > 0;
      notifications.show({
        color: 'teal',
        title: t('backups.restore.doneTitle'),
        message: setAside ? <SetAsideFiles done={done} files={result.setAside} /> : done,
        autoClose: result.keysReplaced || setAside ? false : 8000,
      });
      onClose();
    },
  });

  if (inspect.isPending) {
    return (
      <Center mih={120}>
        <Loader />
      </Center>
    );
  }
  if (inspect.error) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {errorText(t, inspect.error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('backups.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (secret) restore.mutate();
      }}
    >
      <Stack>
        <BackupFacts info={inspect.data} />
        {unopenable ? (
          <Alert color="orange" role="note">{t('backups.restore.unopenableWarning')}</Alert>
        ) : (
          <>
            {!inspect.data.samePractice && <Alert color="yellow" role="note">{t('backups.restore.otherPractice')}</Alert>}
            <Alert color="orange" role="note">{t('backups.restore.replaceWarning')}</Alert>
          </>
        )}
        <SegmentedControl
          value={method}
          onChange={(value) => {
            setMethod(value as typeof method);
            setSecret('');
          }}
          data={[
            { value: 'passphrase', label: t('backups.restore.withPassphrase') },
            { value: 'recoveryKey', label: t('backups.restore.withRecoveryKey') },
          ]}
          disabled={restore.isPending}
        />
        {method === 'passphrase' ? (
          <PassphraseInput ref={focusUnscrolled} label={t('backups.restore.passphrase')} description={t('backups.restore.secretHint')} value={secret} onChange={(event) => setSecret(event.currentTarget.value)} autoComplete="off" />
        ) : (
          <TextInput label={t('backups.restore.recoveryKey')} description={t('backups.restore.secretHint')} value={secret} onChange={(event) => setSecret(event.currentTarget.value)} className="recovery-key" dir="ltr" autoComplete="off" spellCheck={false} />
        )}
        {restore.error && (
          <Alert color="red" role="alert">
            {errorText(t, restore.error)}
          </Alert>
        )}
        {progress?.operation === 'restore' && <ProgressLine progress={progress} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={restore.isPending}>
            {t('backups.cancel')}
          </Button>
          <Button type="submit" color="red" loading={restore.isPending} disabled={!secret}>
            {t('backups.restore.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Where the files that could not be opened went (the coach may want them looked at). Each path
 * is isolated left to right: in Persian its slashes would otherwise move to the wrong end.
 */
function SetAsideFiles({ done, files }: { done: string; files: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">{done}</Text>
      <Text size="sm">{t('backups.restore.setAside')}</Text>
      {files.map((file) => (
        <Text key={file} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{file}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The passphrase box takes the focus without scrolling the dialog to it: in a small window the
 * dialog opened scrolled down, the backup's date out of sight above.
 */
const focusUnscrolled = (input: HTMLInputElement | null) => input?.focus({ preventScroll: true });

/** The header of the backup: when and by what it was made, and how many records it holds. */
function BackupFacts({ info }: { info: BackupInspection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts: [string, string][] = [
    [t('backups.restore.madeOn'), format.dateTime(info.createdAt)],
    [t('backups.list.kind'), t(`backups.reason.${info.reason}`)],
    [t('backups.restore.madeBy'), `Coachdesk ${format.digits(info.appVersion)}`],
    [t('backups.restore.dataVersion'), format.number(info.schemaVersion)],
    [t('backups.list.size'), format.fileSize(info.sizeBytes)],
  ];
  const counts = coachRecordCounts(info.counts);
  const half = Math.ceil(counts.length / 2);
  // Compact, the records in two columns: at full height the dialog was taller than a small
  // laptop's window, and opened scrolled down to its passphrase, the backup's date out of sight.
  return (
    <Stack gap="xs" data-testid="backup-facts">
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('backups.restore.records')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing={0} data-testid="backup-counts">
        {[counts.slice(0, half), counts.slice(half)].map((column, i) => (
          <Table key={i} verticalSpacing={4}>
            <Table.Tbody>
              {column.map(([table, count]) => (
                <Table.Tr key={table}>
                  <Table.Td>{t(`backups.tables.${table}`)}</Table.Td>
                  <Table.Td ta="end">{format.number(count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
