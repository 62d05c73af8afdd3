import { BackIcon } from '../components/DirectionIcons';
import { PassphraseInput } from '../components/PassphraseInput';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { AuthLayout } from './AuthLayout';
import { isAcceptablePassphrase, NewPassphraseField } from './PassphraseField';
import { UpgradeProgress } from './UpgradeProgress';
import { useRetryCountdown } from './useRetryCountdown';
import { useVaultAction } from './useVaultAction';

/** Forgotten passphrase: the recovery key opens the practice and a new passphrase replaces the old. */
export function RecoverScreen({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const [recoveryKey, setRecoveryKey] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const { secondsLeft, noteError } = useRetryCountdown(0);
  const recover = useVaultAction(() => call('vault.recover', { recoveryKey, newPassphrase: passphrase }));
  const mismatch = repeat.length > 0 && repeat !== passphrase;

  return (
    <AuthLayout title={t('recover.title')} width={520}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          recover.mutate(undefined, { onError: noteError });
        }}
      >
        <Stack>
          <Text size="sm">{t('recover.intro')}</Text>
          <TextInput
            label={t('recover.recoveryKey')}
            value={recoveryKey}
            onChange={(event) => setRecoveryKey(event.currentTarget.value)}
            classNames={{ input: 'recovery-key' }}
            dir="ltr"
            placeholder={t('recover.keyPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            required
          />
          <NewPassphraseField label={t('recover.newPassphrase')} value={passphrase} onChange={setPassphrase} />
          <PassphraseInput
            label={t('recover.confirmPassphrase')}
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={mismatch ? t('setup.mismatch') : undefined}
            autoComplete="new-password"
            required
          />
          {recover.error && <Alert color="red" role="alert">{errorText(t, recover.error)}</Alert>}
          {secondsLeft > 0 && (
            <Text size="sm" c="orange">
              {t('unlock.waiting', { count: secondsLeft })}
            </Text>
          )}
          <UpgradeProgress />
          <Group justify="space-between">
            <Button variant="subtle" leftSection={<BackIcon />} onClick={onBack}>
              {t('common.back')}
            </Button>
            <Button type="submit" loading={recover.isPending} disabled={secondsLeft > 0 || !isAcceptablePassphrase(passphrase) || passphrase !== repeat}>
              {t('recover.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
