import { PassphraseInput } from '../components/PassphraseInput';
import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VaultStatus } from '../../../shared/contract';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { AppError } from '../../../shared/errors';
import { AuthLayout } from './AuthLayout';
import { RestoreUnopenable, UNOPENABLE_CODES } from './RestoreUnopenable';
import { UpgradeProgress } from './UpgradeProgress';
import { useRetryCountdown } from './useRetryCountdown';
import { useVaultAction } from './useVaultAction';

export function UnlockScreen({ status, onForgot }: { status: VaultStatus; onForgot(): void }) {
  const { t } = useTranslation();
  const [passphrase, setPassphrase] = useState('');
  const { secondsLeft, noteError } = useRetryCountdown(status.retryAfterMs);
  const unlock = useVaultAction(() => call('vault.unlock', { passphrase }));
  const unlockWithDevice = useVaultAction(() => call('vault.unlockWithDevice', {}));
  const error = unlock.error ?? unlockWithDevice.error;
  const unopenable = status.unopenable !== null || (error instanceof AppError && UNOPENABLE_CODES.has(error.code));

  return (
    <AuthLayout title={t('unlock.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          unlock.mutate(undefined, { onError: noteError, onSettled: () => setPassphrase('') });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('unlock.subtitle')}
          </Text>
          <PassphraseInput
            label={t('unlock.passphrase')}
            value={passphrase}
            onChange={(event) => setPassphrase(event.currentTarget.value)}
            autoComplete="current-password"
            autoFocus
            required
          />
          {error && !unlock.isPending && (
            <Alert color="red" role="alert">
              {/* Its usual text sends the coach to the Backups page, which a locked practice cannot show: the restore is below. */}
              {error instanceof AppError && error.code === 'PRACTICE_DAMAGED' ? t('unlock.practiceDamaged') : errorText(t, error)}
            </Alert>
          )}
          {secondsLeft > 0 && (
            <Text size="sm" c="orange" aria-live="polite">
              {t('unlock.waiting', { count: secondsLeft })}
            </Text>
          )}
          <UpgradeProgress />
          <Button type="submit" loading={unlock.isPending} disabled={secondsLeft > 0 || !passphrase}>
            {t('unlock.submit')}
          </Button>
          {status.deviceUnlock.enabled && status.deviceUnlock.supported && (
            <>
              <Divider label={t('common.or')} />
              <Button variant="light" leftSection={<IconDeviceDesktop size={18} />} loading={unlockWithDevice.isPending} onClick={() => unlockWithDevice.mutate(undefined)}>
                {t('unlock.useDevice')}
              </Button>
            </>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            {t('unlock.forgot')}
          </Anchor>
        </Stack>
      </form>
      {/* Outside the form: a submit in its dialogs would otherwise bubble (through the portal) into an unlock. */}
      {unopenable && <RestoreUnopenable status={status} />}
    </AuthLayout>
  );
}
