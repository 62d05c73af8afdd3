import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { IconCertificate, IconFileExport, IconFileImport, IconTableExport, IconTableImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogKind } from '../../../shared/contract';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';
import { SettingsSection } from '../settings/SettingsSection';
import { CsvImportWizard } from './CsvImportWizard';
import { JsonImportDialog } from './JsonImportDialog';
import { PlainExportWarning } from './PlainExportWarning';
import { noticeIfStoppedByLock } from './stopped-by-lock';

interface Props {
  choose(kind: DialogKind, defaultName?: string): Promise<string | null>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Export everything (JSON or CSV), import (a spreadsheet of clients, or our own export), and the ICF log. */
export function ExportImportPanel({ choose }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [csvPath, setCsvPath] = useState<string | null>(null);
  const [jsonPath, setJsonPath] = useState<string | null>(null);
  // An import's dialog was opened from a file dialog, or from the typed-path prompt in the
  // browser bridge, gone by then: its focus returns to the button that began the import.
  const csvButton = useRef<HTMLButtonElement>(null);
  const jsonButton = useRef<HTMLButtonElement>(null);
  const closeCsv = () => {
    setCsvPath(null);
    csvButton.current?.focus();
  };
  const closeJson = () => {
    setJsonPath(null);
    jsonButton.current?.focus();
  };
  const saved = (path: string) => notifications.show({ color: 'teal', message: t('dataexport.export.savedTo', { path }) });
  const stopped = (error: unknown) => noticeIfStoppedByLock(t, error);
  const exportJson = useMutation({ mutationFn: (path: string) => call('export.json', { path }), onSuccess: ({ path }) => saved(path), onError: stopped });
  const exportCsv = useMutation({ mutationFn: (path: string) => call('export.csv', { path }), onSuccess: ({ path }) => saved(path), onError: stopped });
  const icfLog = useMutation({
    mutationFn: (path: string) => call('export.icfLog', { path }),
    onError: stopped,
    onSuccess: (log) =>
      notifications.show({
        color: 'teal',
        message: t('dataexport.icf.saved', { clients: format.number(log.clients), paid: format.number(log.paidHours), proBono: format.number(log.proBonoHours) }),
      }),
  });
  const pick = async (kind: DialogKind, name: string, then: (path: string) => void) => {
    const path = await choose(kind, name);
    if (path) then(path);
  };
  const failed = [exportJson, exportCsv, icfLog].find((mutation) => mutation.error);

  return (
    <Stack gap="xl">
      <PlainExportWarning />
      <SettingsSection title={t('dataexport.export.title')}>
        <Text size="sm">{t('dataexport.export.description')}</Text>
        <Group>
          <Button leftSection={<IconFileExport size={18} />} loading={exportJson.isPending} onClick={() => void pick('exportFile', `coachdesk-export-${today()}.json`, exportJson.mutate)}>
            {t('dataexport.export.json')}
          </Button>
          <Button variant="default" leftSection={<IconTableExport size={18} />} loading={exportCsv.isPending} onClick={() => void pick('exportFolder', `coachdesk-export-${today()}`, exportCsv.mutate)}>
            {t('dataexport.export.csv')}
          </Button>
        </Group>
      </SettingsSection>
      <SettingsSection title={t('dataexport.import.title')}>
        <Text size="sm">{t('dataexport.import.description')}</Text>
        <Group>
          <Button ref={csvButton} variant="default" leftSection={<IconTableImport size={18} />} onClick={() => void pick('importCsv', '', setCsvPath)}>
            {t('dataexport.import.csv')}
          </Button>
          <Button ref={jsonButton} variant="default" leftSection={<IconFileImport size={18} />} onClick={() => void pick('importJson', '', setJsonPath)}>
            {t('dataexport.import.json')}
          </Button>
        </Group>
      </SettingsSection>
      <SettingsSection title={t('dataexport.icf.title')}>
        <Text size="sm">{t('dataexport.icf.description')}</Text>
        <Group>
          <Button variant="default" leftSection={<IconCertificate size={18} />} loading={icfLog.isPending} onClick={() => void pick('icfLogFile', `icf-coaching-log-${today()}.csv`, icfLog.mutate)}>
            {t('dataexport.icf.save')}
          </Button>
        </Group>
      </SettingsSection>
      {failed && (
        <Alert color="red" role="alert">
          {errorText(t, failed.error)}
        </Alert>
      )}
      <CsvImportWizard path={csvPath} onClose={closeCsv} onChooseAgain={() => void pick('importCsv', '', setCsvPath)} />
      <JsonImportDialog path={jsonPath} onClose={closeJson} />
    </Stack>
  );
}
