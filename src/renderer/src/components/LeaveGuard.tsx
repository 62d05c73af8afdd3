import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { holdsChangedPageForm } from '../app/unload-guard';

/**
 * Asks before the coach leaves a page holding a form with changes not yet saved (useUnsavedDraft),
 * whether by a link, a shortcut, a search result, Cancel or Back. Dialogs ask on their own.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => holdsChangedPageForm() && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocked && blocker.reset()} title={t('unsaved.leaveTitle')} size={520}>
      <Stack>
        <Text>{t('unsaved.leaveMessage')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocked && blocker.reset()} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocked && blocker.proceed()}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
