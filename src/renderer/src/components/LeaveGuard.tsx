import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Keeps a page with changes not yet saved from being left by a link, a shortcut or Back without
 * asking. `release()` lets the next navigation through (the one after saving).
 */
export function useLeaveGuard(unsaved: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname);
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}

/** Asks whether to leave a page whose changes are not saved, while the guard holds a navigation. */
export function LeaveQuestion({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocked && blocker.reset()} title={t('unsaved.leaveTitle')}>
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
