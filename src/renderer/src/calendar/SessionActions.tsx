import { Alert, Button, Checkbox, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { EditScope, Session } from '../../../shared/contract';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { SessionSummaryButton } from '../reports/SessionSummaryButton';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';

/** Held, no-show, back to scheduled, or cancelled (this one, following, all; late or not). */
export function SessionActions({ session, scope, onDone }: { session: Session; scope: EditScope; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [late, setLate] = useState(false);
  const setStatus = useSchedulingMutation((status: 'scheduled' | 'completed' | 'no_show') => call('sessions.setStatus', { id: session.id, status }), onDone);
  const cancel = useSchedulingMutation(
    // Late is offered for this session alone: a tick left under another scope is not sent.
    () => call('sessions.cancel', { id: session.id, scope, late: scope === 'this' && late }),
    ({ cancelled }) => {
      notifications.show({ message: t('calendar.dialog.cancelled', { count: cancelled }) });
      onDone();
    },
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useSchedulingMutation(
    () => call('sessions.delete', { id: session.id, scope }),
    ({ deleted }) => {
      notifications.show({ message: t('calendar.dialog.deleted', { count: deleted }) });
      onDone();
      // Deleted from its own page, which would only say it is not found (one with notes is kept).
      if (pathname === `/sessions/${session.id}` && deleted > 0) {
        call('sessions.get', { id: session.id }).catch(() => navigate(`/clients/${session.clientId}`));
      }
    },
  );
  const cancelled = session.status === 'cancelled' || session.status === 'late_cancelled';
  // A refused change keeps the dialog open and says why, instead of closing as if it worked.
  const failed = setStatus.error ?? cancel.error;

  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconNotes size={18} />}
        onClick={() => {
          // Opened from the session's own page, the dialog closes rather than staying over it.
          onDone();
          navigate(`/sessions/${session.id}`);
        }}
      >
        {t('calendar.dialog.openNotes')}
      </Button>
      {!cancelled && <SessionSummaryButton sessionId={session.id} />}
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
          <Menu.Item
            onClick={() => {
              onDone();
              navigate(`/clients/${session.clientId}`);
            }}
          >
            {t('calendar.dialog.openClient')}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => setConfirmDelete(true)}>
            {t('calendar.dialog.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('calendar.dialog.delete')} centered>
        <Stack>
          <Text>{t(`calendar.dialog.deleteConfirm.${scope}`)}</Text>
          {remove.error && <Alert color="red">{errorText(t, remove.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)} data-autofocus>
              {t('clients.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('calendar.dialog.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {/* A session held or missed is not cancelled: its status says what happened. */}
      {session.status === 'scheduled' && (
        <>
          <Button color="red" variant="light" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('calendar.dialog.cancelSession')}
          </Button>
          {scope === 'this' && <Checkbox label={t('calendar.dialog.lateCancel')} checked={late} onChange={(e) => setLate(e.currentTarget.checked)} />}
        </>
      )}
      {failed && (
        <Alert color="red" w="100%">
          {errorText(t, failed)}
        </Alert>
      )}
    </Group>
  );
}
