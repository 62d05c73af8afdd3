import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackupProgress } from './queries';

/** The phase in words (or `label`) and a bar, for backups and restores that take a while. */
export function ProgressLine({ progress, label }: { progress: BackupProgress; label?: string }) {
  const { t } = useTranslation();
  label ??= t(`backups.phase.${progress.phase}`);
  return (
    <Stack gap={4} data-testid="backup-progress">
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress value={progress.fraction * 100} animated aria-label={label} />
    </Stack>
  );
}
