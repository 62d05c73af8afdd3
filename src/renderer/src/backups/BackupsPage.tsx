import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportImportPanel } from '../dataexport/ExportImportPanel';
import { RetentionReview } from '../dataexport/RetentionReview';
import { errorText } from '../i18n/error-text';
import { SettingsSection } from '../settings/SettingsSection';
import { BackupFolder } from './BackupFolder';
import { BackupList } from './BackupList';
import { BackUpNow } from './BackUpNow';
import { BackupWarnings } from './BackupWarnings';
import { backupOverviewQuery, useBackupProgress } from './queries';
import { RestoreDialog } from './RestoreDialog';
import { RetentionSettings } from './RetentionSettings';
import { usePathChooser } from './usePathChooser';

export function BackupsPage() {
  const { t } = useTranslation();
  const { data: overview, error } = useQuery(backupOverviewQuery);
  const progress = useBackupProgress();
  const { choose, prompt } = usePathChooser(overview?.nativeDialogs ?? false);
  const [restorePath, setRestorePath] = useState<string | null>(null);
  // The tab is in the address, so other pages can link to one (an empty client list to the import).
  const [params, setParams] = useSearchParams();
  const restoreFromFile = async () => {
    const path = await choose('backupFile');
    if (path) setRestorePath(path);
  };

  return (
    <Stack maw={960} gap="xl">
      <Title order={1} size="h2">
        {t('nav.backups')}
      </Title>
      {/* Exports and the retention review sit beside backups: all three are about the coach's data as a whole. */}
      <Tabs value={params.get('tab') ?? 'backups'} onChange={(tab) => setParams(tab && tab !== 'backups' ? { tab } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="backups">{t('dataexport.tabs.backups')}</Tabs.Tab>
          <Tabs.Tab value="export">{t('dataexport.tabs.export')}</Tabs.Tab>
          <Tabs.Tab value="review">{t('dataexport.tabs.review')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="backups">
          <Stack gap="xl">
            {error && <Alert color="red">{errorText(t, error)}</Alert>}
            {overview && (
              <>
                <BackupWarnings overview={overview} />
                <BackUpNow progress={progress} choose={choose} />
                <SettingsSection title={t('backups.list.title')}>
                  <BackupList
                    backups={overview.backups}
                    vaultId={overview.vaultId}
                    reachable={overview.folderReachable}
                    firstOnItsWay={overview.lastGoodAt === null && !overview.stale}
                    onRestore={setRestorePath}
                    disabled={progress !== null}
                  />
                  <Group>
                    <Button variant="default" leftSection={<IconRestore size={18} />} onClick={() => void restoreFromFile()} disabled={progress !== null}>
                      {t('backups.restore.fromFile')}
                    </Button>
                  </Group>
                </SettingsSection>
                <BackupFolder overview={overview} choose={choose} />
                <RetentionSettings />
              </>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="export">
          <ExportImportPanel choose={choose} />
        </Tabs.Panel>
        <Tabs.Panel value="review">
          <RetentionReview />
        </Tabs.Panel>
      </Tabs>
      <RestoreDialog path={restorePath} progress={progress} onClose={() => setRestorePath(null)} />
      {prompt}
    </Stack>
  );
}
