import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { IconDeviceFloppy, IconFileExport } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKUP_EXTENSION, type DialogKind, withBackupExtension } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { useFocusBackAfter } from '../components/focus-back';
import { Sentence } from '../components/Sentence';
import { errorText } from '../i18n/error-text';
import { SettingsSection } from '../settings/SettingsSection';
import { ProgressLine } from './ProgressLine';
import { backupOverviewQuery, type BackupProgress } from './queries';

interface Props {
  progress: BackupProgress | null;
  choose(kind: DialogKind, defaultName?: string): Promise<string | null>;
}

export function BackUpNow({ progress, choose }: Props) {
  const { t } = useTranslation();
  const create = useMutation({
    mutationFn: (path?: string) => call('backup.create', path ? { path } : {}),
    onSuccess: (backup, path) => {
      void queryClient.invalidateQueries({ queryKey: backupOverviewQuery.queryKey });
      notifications.show({ color: 'teal', message: path ? <Sentence k="backups.now.savedTo" values={{ path: backup.path }} /> : t('backups.now.done') });
    },
  });
  const saveAs = async () => {
    const path = await choose('backupTarget', `coachdesk-${new Date().toISOString().slice(0, 10)}${BACKUP_EXTENSION}`);
    if (path) create.mutate(withBackupExtension(path));
  };
  const busy = create.isPending || progress !== null;
  const backUp = useRef<HTMLButtonElement>(null);
  useFocusBackAfter(busy, backUp);

  return (
    <SettingsSection title={t('backups.now.title')}>
      <Text size="sm">{t('backups.now.description')}</Text>
      <Group>
        <Button ref={backUp} leftSection={<IconDeviceFloppy size={18} />} onClick={() => create.mutate(undefined)} loading={create.isPending} disabled={busy}>
          {t('backups.now.button')}
        </Button>
        <Button variant="default" leftSection={<IconFileExport size={18} />} onClick={() => void saveAs()} disabled={busy}>
          {t('backups.now.saveAs')}
        </Button>
      </Group>
      {progress?.operation === 'backup' && <ProgressLine progress={progress} />}
      {create.error && (
        <Alert color="red" role="alert">
          {errorText(t, create.error)}
        </Alert>
      )}
    </SettingsSection>
  );
}
