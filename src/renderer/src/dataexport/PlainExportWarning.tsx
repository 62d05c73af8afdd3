import { Alert } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Said before every export: unlike the practice and its backups, these files are readable by anyone. */
export function PlainExportWarning() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconLockOpen />} title={t('dataexport.plain.title')}>
      {t('dataexport.plain.body')}
    </Alert>
  );
}
