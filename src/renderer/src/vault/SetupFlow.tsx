import { ConfirmAction } from '../components/ConfirmAction';
import { BackIcon, ForwardIcon } from '../components/DirectionIcons';
import { PassphraseInput } from '../components/PassphraseInput';
import { Alert, Button, Checkbox, Group, Radio, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_PRACTICE } from '../../../shared/contract';
import { LANGUAGE_NAME, LANGUAGES, type Language } from '../../../shared/languages';
import { call } from '../api/client';
import { errorText } from '../i18n/error-text';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { AuthLayout } from './AuthLayout';
import { isAcceptablePassphrase, NewPassphraseField } from './PassphraseField';
import { RecoveryKeySheet } from './RecoveryKeySheet';
import { useVaultAction } from './useVaultAction';

/** First run: language, passphrase, the recovery key shown once, and its confirmation. */
export function SetupFlow() {
  const { t } = useTranslation();
  const { language, chooseLanguage, formatters: format } = useUiLanguage();
  const [step, setStep] = useState(0);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [recoveryKey, setRecoveryKey] = useState('');
  const [savedIt, setSavedIt] = useState(false);
  const [typedKey, setTypedKey] = useState('');
  const [withDemo, setWithDemo] = useState(false);

  const begin = useMutation({
    mutationFn: () => call('vault.setupBegin', { passphrase, language }),
    onSuccess: ({ recoveryKey: key }) => {
      setRecoveryKey(key);
      setPassphrase('');
      setRepeat('');
      setStep(2);
    },
  });
  const confirm = useVaultAction(async () => {
    const status = await call('vault.setupConfirm', { recoveryKey: typedKey });
    // Filled before the practice opens, so its first screen already shows the demo clients.
    if (withDemo) await call('demo.seed', { ...DEMO_PRACTICE });
    return status;
  });
  const startOver = async () => {
    await call('vault.setupCancel', {});
    setRecoveryKey('');
    setSavedIt(false);
    setTypedKey('');
    setStep(1);
  };

  const mismatch = repeat.length > 0 && repeat !== passphrase;

  return (
    <AuthLayout title={t('setup.title')} width={760}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} wrap={false}>
        <Stepper.Step label={t('setup.stepLanguage')} icon={format.number(1)}>
          <Stack mt="md">
            <Text>{t('setup.intro')}</Text>
            <Radio.Group label={t('setup.chooseLanguage')} value={language} onChange={(value) => chooseLanguage(value as Language)}>
              <Stack gap="xs" mt="xs">
                {LANGUAGES.map((lng) => (
                  <Radio key={lng} value={lng} label={<span lang={lng}>{LANGUAGE_NAME[lng]}</span>} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button rightSection={<ForwardIcon />} onClick={() => setStep(1)}>
                {t('common.continue')}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label={t('setup.stepPassphrase')} icon={format.number(2)}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              begin.mutate();
            }}
          >
            <Stack mt="md">
              <Text size="sm">{t('setup.passphraseIntro')}</Text>
              <NewPassphraseField label={t('setup.passphraseLabel')} value={passphrase} onChange={setPassphrase} autoFocus />
              <PassphraseInput
                label={t('setup.confirmLabel')}
                value={repeat}
                onChange={(event) => setRepeat(event.currentTarget.value)}
                error={mismatch ? t('setup.mismatch') : undefined}
                autoComplete="new-password"
                required
              />
              {begin.error && <Alert color="red">{errorText(t, begin.error)}</Alert>}
              <Group justify="space-between">
                <Button variant="subtle" leftSection={<BackIcon />} onClick={() => setStep(0)}>
                  {t('common.back')}
                </Button>
                <Button type="submit" loading={begin.isPending} disabled={!isAcceptablePassphrase(passphrase) || repeat !== passphrase}>
                  {t('setup.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>

        <Stepper.Step label={t('setup.stepRecovery')} icon={format.number(3)}>
          <Stack mt="md">
            <Text>{t('setup.recoveryIntro')}</Text>
            <RecoveryKeySheet recoveryKey={recoveryKey} />
            <Alert color="yellow">{t('setup.recoveryWarning')}</Alert>
            <Checkbox checked={savedIt} onChange={(event) => setSavedIt(event.currentTarget.checked)} label={t('setup.savedIt')} />
            {/* Continue comes first in the Tab order (drawn at the end, as on the other steps): after
                ticking the box, Tab and Enter went to Start over, which threw away the key just printed. */}
            <Group justify="space-between" style={{ flexDirection: 'row-reverse' }}>
              <Button disabled={!savedIt} rightSection={<ForwardIcon />} onClick={() => setStep(3)}>
                {t('common.continue')}
              </Button>
              <ConfirmAction
                trigger={(open) => (
                  <Button variant="subtle" onClick={open}>
                    {t('setup.startOver')}
                  </Button>
                )}
                title={t('setup.startOverTitle')}
                message={t('setup.startOverMessage')}
                confirmLabel={t('setup.startOver')}
                action={startOver}
              />
            </Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label={t('setup.stepConfirm')} icon={format.number(4)}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              confirm.mutate(undefined);
            }}
          >
            <Stack mt="md">
              <Text>{t('setup.confirmIntro')}</Text>
              <TextInput
                label={t('setup.recoveryInput')}
                value={typedKey}
                onChange={(event) => setTypedKey(event.currentTarget.value)}
                classNames={{ input: 'recovery-key' }}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                autoFocus
                required
              />
              <Checkbox
                checked={withDemo}
                onChange={(event) => setWithDemo(event.currentTarget.checked)}
                label={t('demo.setupOption')}
                description={t('demo.setupOptionHint', { clients: DEMO_PRACTICE.clients })}
              />
              {confirm.error && <Alert color="red">{errorText(t, confirm.error)}</Alert>}
              <Group justify="space-between">
                <Button variant="subtle" leftSection={<BackIcon />} onClick={() => setStep(2)}>
                  {t('common.back')}
                </Button>
                <Button type="submit" loading={confirm.isPending}>
                  {t('setup.finish')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
    </AuthLayout>
  );
}
