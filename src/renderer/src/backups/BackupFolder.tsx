import { Alert, Badge, Button, Code, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BackupOverview, DialogKind } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { errorText } from '../i18n/error-text';
import { SettingsSection } from '../settings/SettingsSection';
import { backupOverviewQuery, refreshBackupStatus } from './queries';

interface Props {
  overview: BackupOverview;
  choose(kind: DialogKind): Promise<string | null>;
}

/** Where backups go: the practice's own folder, or one the coach picks (a USB drive, a synced folder). */
export function BackupFolder({ overview, choose }: Props) {
  const { t } = useTranslation();
  const setFolder = useMutation({
    mutationFn: (path: string | null) => call('backup.setFolder', { path }),
    onSuccess: (next) => {
      queryClient.setQueryData(backupOverviewQuery.queryKey, next);
      void refreshBackupStatus();
    },
  });
  const pick = async () => {
    const path = await choose('backupFolder');
    if (path) setFolder.mutate(path);
  };
  return (
    <SettingsSection title={t('backups.folder.title')}>
      <Text size="sm">{t('backups.folder.description')}</Text>
      <Group gap="xs">
        <Code dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="backup-folder">
          {overview.folder}
        </Code>
        {overview.isDefaultFolder && <Badge variant="light">{t('backups.folder.default')}</Badge>}
      </Group>
      <Group>
        <Button variant="default" leftSection={<IconFolder size={18} />} onClick={() => void pick()} loading={setFolder.isPending}>
          {t('backups.folder.choose')}
        </Button>
        {!overview.isDefaultFolder && (
          <Button variant="subtle" onClick={() => setFolder.mutate(null)}>
            {t('backups.folder.useDefault')}
          </Button>
        )}
      </Group>
      {setFolder.error && (
        <Alert color="red" role="alert">
          {errorText(t, setFolder.error)}
        </Alert>
      )}
    </SettingsSection>
  );
}
