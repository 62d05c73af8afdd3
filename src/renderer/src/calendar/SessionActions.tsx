import { Button, Checkbox, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EditScope, Session } from '../../../shared/contract';
import { call } from '../api/client';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';

/** Held, no-show, back to scheduled, or cancelled (this one, following, all; late or not). */
export function SessionActions({ session, scope, onDone }: { session: Session; scope: EditScope; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [late, setLate] = useState(false);
  const setStatus = useSchedulingMutation((status: 'scheduled' | 'completed' | 'no_show') => call('sessions.setStatus', { id: session.id, status }), onDone);
  const cancel = useSchedulingMutation(
    () => call('sessions.cancel', { id: session.id, scope, late }),
    ({ cancelled }) => {
      notifications.show({ message: t('calendar.dialog.cancelled', { count: cancelled }) });
      onDone();
    },
  );
  const cancelled = session.status === 'cancelled' || session.status === 'late_cancelled';

  return (
    <Group gap="xs">
      <Menu position="top-start">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />}>
            {t(`sessions.statuses.${session.status}`)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {session.status !== 'completed' && <Menu.Item onClick={() => setStatus.mutate('completed')}>{t('calendar.dialog.markHeld')}</Menu.Item>}
          {session.status !== 'no_show' && <Menu.Item onClick={() => setStatus.mutate('no_show')}>{t('calendar.dialog.markNoShow')}</Menu.Item>}
          {session.status !== 'scheduled' && <Menu.Item onClick={() => setStatus.mutate('scheduled')}>{t('calendar.dialog.markScheduled')}</Menu.Item>}
          <Menu.Divider />
          <Menu.Item onClick={() => navigate(`/clients/${session.clientId}`)}>{t('calendar.dialog.openClient')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {!cancelled && (
        <>
          <Button color="red" variant="light" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('calendar.dialog.cancelSession')}
          </Button>
          {scope === 'this' && <Checkbox label={t('calendar.dialog.lateCancel')} checked={late} onChange={(e) => setLate(e.currentTarget.checked)} />}
        </>
      )}
    </Group>
  );
}
