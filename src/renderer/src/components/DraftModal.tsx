import { Alert, Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedDraftContext } from './unsaved-draft';

/**
 * A dialog holding a form: Escape, the close button or a click beside it close it at once while
 * nothing was changed, and ask first once something was (the form says so with useUnsavedDraft).
 * The question sits inside the dialog, so a second Escape cannot close it as well.
 */
export function DraftModal({ onClose, children, ...props }: ModalProps) {
  // A ref, not state: the form reports from an effect, and a state set there is drawn a moment
  // later, so an Escape pressed with the last letter typed closed the dialog and lost the text.
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  // Once nothing is changed (typed back, saved, or the form gone), the question is over.
  const report = useCallback((changed: boolean) => {
    unsaved.current = changed;
    if (!changed) setAsking(false);
  }, []);
  const discard = () => {
    setAsking(false);
    onClose();
  };
  return (
    <Modal {...props} onClose={() => (unsaved.current ? setAsking(true) : discard())}>
      <UnsavedDraftContext.Provider value={report}>
        {asking && <DiscardQuestion onKeep={() => setAsking(false)} onDiscard={discard} />}
        {children}
      </UnsavedDraftContext.Provider>
    </Modal>
  );
}

function DiscardQuestion({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    // The alert's box clips what overflows it, the focused button's ring included.
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="md" role="alert" styles={{ root: { overflow: 'visible' }, body: { overflow: 'visible' } }}>
      <Text size="sm">{t('unsaved.closeQuestion')}</Text>
      <Group mt="sm" gap="xs">
        {/* The safe answer has the focus: Enter or Space keeps what was typed. */}
        <Button size="xs" variant="default" onClick={onKeep} autoFocus>
          {t('unsaved.keepEditing')}
        </Button>
        <Button size="xs" color="red" variant="light" onClick={onDiscard}>
          {t('unsaved.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
