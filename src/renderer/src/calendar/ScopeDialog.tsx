import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditScope } from '../../../shared/contract';

/** Asked when one occurrence of a series is dragged: move just it, it and the rest, or all. */
export function ScopeDialog({ opened, onChoose, onCancel }: { opened: boolean; onChoose: (scope: EditScope) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('calendar.scope.title')} centered>
      <Stack>
        <Text>{t('calendar.scope.question')}</Text>
        {EditScope.options.map((scope) => (
          <Button key={scope} variant={scope === 'this' ? 'filled' : 'light'} onClick={() => onChoose(scope)} data-autofocus={scope === 'this' || undefined}>
            {t(`calendar.scope.${scope}`)}
          </Button>
        ))}
        <Button variant="subtle" onClick={onCancel}>
          {t('clients.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
