import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VaultStatus } from '../../../shared/contract';
import { useBackupProgress } from '../backups/queries';
import { RestoreDialog } from '../backups/RestoreDialog';
import { usePathChooser } from '../backups/usePathChooser';

/** Error codes of an unlock that mean no one can open this practice (vault/unopenable.ts in the core). */
export const UNOPENABLE_CODES: ReadonlySet<string> = new Set(['DB_CORRUPT', 'PRACTICE_DAMAGED', 'DB_MISSING', 'KEYFILE_CORRUPT']);

/**
 * The lock screen's way out for a practice that cannot be opened: choose a backup file, give
 * its passphrase (or recovery key), and the practice opens as the backup was. The core sets the
 * damaged files aside (nothing is deleted) and says where; the restore dialog shows that.
 */
export function RestoreUnopenable({ status }: { status: VaultStatus }) {
  const { t } = useTranslation();
  const progress = useBackupProgress();
  const { choose, prompt } = usePathChooser(status.nativeDialogs);
  const [path, setPath] = useState<string | null>(null);
  return (
    <Stack gap="xs" data-testid="restore-unopenable">
      <Alert color="yellow" role="note">
        <Text size="sm">{t('unlock.restoreOffer')}</Text>
      </Alert>
      <Button variant="light" leftSection={<IconRestore size={18} />} onClick={() => void choose('backupFile').then(setPath)}>
        {t('unlock.restoreButton')}
      </Button>
      {prompt}
      <RestoreDialog path={path} progress={progress} onClose={() => setPath(null)} unopenable />
    </Stack>
  );
}
