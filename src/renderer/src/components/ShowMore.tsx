import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under a list shown in part: what is shown, and a button for more of it. */
export function ShowMore({ text, onMore }: { text: string; onMore?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" pt="sm">
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {onMore && (
        <Button variant="light" size="compact-sm" onClick={onMore}>
          {t('common.showMore')}
        </Button>
      )}
    </Group>
  );
}
