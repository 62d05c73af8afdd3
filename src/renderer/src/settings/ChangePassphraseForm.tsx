import { PassphraseInput } from '../components/PassphraseInput';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { isAcceptablePassphrase, NewPassphraseField } from '../vault/PassphraseField';
import { SettingsSection } from './SettingsSection';

export function ChangePassphraseForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useMutation({
    mutationFn: () => call('vault.changePassphrase', { currentPassphrase: current, newPassphrase: next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
      notifications.show({ color: 'teal', message: t('settings.passphraseChanged') });
    },
  });

  return (
    <SettingsSection title={t('settings.changePassphrase')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        <Stack maw={420}>
          <PassphraseInput label={t('settings.currentPassphrase')} value={current} onChange={(e) => setCurrent(e.currentTarget.value)} autoComplete="current-password" required />
          <NewPassphraseField label={t('settings.newPassphrase')} value={next} onChange={setNext} />
          <PassphraseInput
            label={t('settings.confirmNewPassphrase')}
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
            error={repeat && repeat !== next ? t('setup.mismatch') : undefined}
            autoComplete="new-password"
            required
          />
          {change.error && <Alert color="red">{errorText(t, change.error)}</Alert>}
          <Group>
            <Button type="submit" loading={change.isPending} disabled={!current || !isAcceptablePassphrase(next) || next !== repeat}>
              {t('settings.change')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
