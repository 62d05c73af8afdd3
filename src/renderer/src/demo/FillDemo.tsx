import { Alert, Button, Group, Progress, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';
import { useDemoProgress, useFillDemo } from './queries';

/** Fills an empty practice with the demo clients, showing how far it has come and why it failed if it does. */
export function FillDemo({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  const { t } = useTranslation();
  const fill = useFillDemo();
  const progress = useDemoProgress();
  return (
    <Stack gap="xs">
      {progress && <Progress value={(progress.done / progress.total) * 100} aria-label={t('demo.filling')} />}
      <Group>
        <Button variant={variant} onClick={() => fill.mutate()} loading={fill.isPending}>
          {t('demo.fill')}
        </Button>
      </Group>
      {fill.error && <Alert color="red">{errorText(t, fill.error)}</Alert>}
    </Stack>
  );
}
