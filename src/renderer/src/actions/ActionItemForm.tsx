import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionItem, ActionOwner } from '../../../shared/contract';
import { DateInput } from '../components/DateInput';
import { focusIfLost } from '../components/focus-back';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { errorText } from '../i18n/error-text';
import { useActionMutations } from './actionQueries';

type Props =
  | { clientId: number; sessionId?: number; noteId?: number; editing?: undefined; onDone?: undefined }
  /** Rewording a commitment, moving its due date or changing whose it is. */
  | { editing: ActionItem; onDone(): void; clientId?: undefined; sessionId?: undefined; noteId?: undefined };

/** A new commitment (what, by when, by whom: the client unless the coach takes it), or a correction of one. */
export function ActionItemForm({ clientId, sessionId, noteId, editing, onDone }: Props) {
  const { t } = useTranslation();
  const { create, update } = useActionMutations();
  const [text, setText] = useState(editing?.text ?? '');
  const [dueOn, setDueOn] = useState<string | null>(editing?.dueOn ?? null);
  const [owner, setOwner] = useState<ActionOwner>(editing?.owner ?? 'client');
  const save = editing ? update : create;
  const draft = useUnsavedDraft({ text, dueOn, owner });
  const textBox = useRef<HTMLInputElement>(null);

  const textField = (
    <TextInput
      ref={textBox}
      flex={1}
      miw={220}
      label={t(editing ? 'actions.text' : 'actions.new')}
      placeholder={t('actions.textPlaceholder')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={save.error ? errorText(t, save.error) : undefined}
      maxLength={1000}
    />
  );
  const details = (
    <>
      <DateInput label={t('actions.due')} value={dueOn} onChange={setDueOn} data-testid="action-due" />
      <SegmentedControl
        aria-label={t('actions.owner')}
        value={owner}
        onChange={(value) => setOwner(value as ActionOwner)}
        data={[
          { value: 'client', label: t('actions.owners.client') },
          { value: 'coach', label: t('actions.owners.coach') },
        ]}
      />
    </>
  );

  return (
    <form
      aria-label={editing ? t('actions.editTitle', { text: editing.text }) : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        if (editing) {
          update.mutate({ id: editing.id, changes: { text: text.trim(), dueOn, owner } }, { onSuccess: onDone });
          return;
        }
        create.mutate(
          { clientId, sessionId, noteId, text: text.trim(), dueOn, owner },
          {
            onSuccess: () => {
              // Ready for the next commitment, the owner kept.
              draft.markSaved({ text: '', dueOn: null, owner });
              setText('');
              setDueOn(null);
              // Added with the button, which is disabled while it adds: the focus fell to the page.
              focusIfLost(textBox.current);
            },
          },
        );
      }}
    >
      {editing ? (
        // Corrected in a row of the list: the text on a line of its own, as long as the row
        // (beside the rest it had 250 px, and Bulgarian's due date lost its first digit).
        <Stack gap="xs">
          {textField}
          <Group align="end" gap="xs">
            {details}
            <Group gap="xs" ms="auto">
              <Button variant="default" onClick={onDone}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!text.trim()}>
                {t('actions.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Group align="end" gap="xs">
          {textField}
          {details}
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending} disabled={!text.trim()}>
            {t('actions.add')}
          </Button>
        </Group>
      )}
    </form>
  );
}
