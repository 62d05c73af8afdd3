import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionOwner } from '../../../shared/contract';
import { DateInput } from '../components/DateInput';
import { errorText } from '../i18n/error-text';
import { useActionMutations } from './actionQueries';

interface Props {
  clientId: number;
  sessionId?: number;
  noteId?: number;
}

/** A new commitment: what, by when, by whom (the client unless the coach takes it). */
export function ActionItemForm({ clientId, sessionId, noteId }: Props) {
  const { t } = useTranslation();
  const { create } = useActionMutations();
  const [text, setText] = useState('');
  const [dueOn, setDueOn] = useState<string | null>(null);
  const [owner, setOwner] = useState<ActionOwner>('client');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        create.mutate(
          { clientId, sessionId, noteId, text: text.trim(), dueOn, owner },
          {
            onSuccess: () => {
              setText('');
              setDueOn(null);
            },
          },
        );
      }}
    >
      <Group align="end" gap="xs">
        <TextInput
          flex={1}
          miw={220}
          dir="auto"
          label={t('actions.new')}
          placeholder={t('actions.textPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={create.error ? errorText(t, create.error) : undefined}
          maxLength={1000}
        />
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
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending} disabled={!text.trim()}>
          {t('actions.add')}
        </Button>
      </Group>
    </form>
  );
}
