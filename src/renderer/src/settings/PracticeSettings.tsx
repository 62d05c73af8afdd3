import { Alert, Button, FileButton, Group, Image, Input, TextInput } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LogoMediaType, MAX_LOGO_BYTES } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { errorText } from '../i18n/error-text';
import { bytesToBase64 } from '../reports/pdf-bytes';
import { SettingsSection } from './SettingsSection';
import { useSettings } from './useSettings';

const logoQuery = { queryKey: ['settings.logo'], queryFn: () => call('settings.logo', {}) };

/**
 * The practice's name and logo, at the top of every session summary and progress report.
 * The logo is kept inside the encrypted practice, not as a file beside it.
 */
export function PracticeSettings() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const { data: logo } = useQuery(logoQuery);
  const setLogo = useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return call('settings.setLogo', { logo: null });
      const mediaType = LogoMediaType.safeParse(file.type);
      if (!mediaType.success || file.size > MAX_LOGO_BYTES) throw new AppError('LOGO_UNUSABLE', 'Choose a PNG or JPEG image of at most 1 MB.');
      return call('settings.setLogo', { logo: { mediaType: mediaType.data, data: bytesToBase64(new Uint8Array(await file.arrayBuffer())) } });
    },
    onSuccess: (next) => queryClient.setQueryData(logoQuery.queryKey, next),
  });
  if (!settings) return null;
  return (
    <SettingsSection title={t('settings.practice.title')}>
      <TextInput
        label={t('settings.practice.name')}
        description={t('settings.practice.nameHint')}
        defaultValue={settings.practiceName}
        maxLength={120}
        onBlur={(e) => e.currentTarget.value.trim() !== settings.practiceName && update.mutate({ practiceName: e.currentTarget.value.trim() })}
        data-testid="practice-name"
      />
      <Input.Wrapper label={t('settings.practice.logo')} description={t('settings.practice.logoHint')}>
        <Group mt={6}>
          {logo && <Image src={`data:${logo.mediaType};base64,${logo.data}`} alt={t('settings.practice.logoAlt')} h={48} w="auto" fit="contain" />}
          <FileButton accept="image/png,image/jpeg" onChange={(file) => file && setLogo.mutate(file)}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={18} />} loading={setLogo.isPending}>
                {t(logo ? 'settings.practice.replaceLogo' : 'settings.practice.chooseLogo')}
              </Button>
            )}
          </FileButton>
          {logo && (
            <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setLogo.mutate(null)}>
              {t('settings.practice.removeLogo')}
            </Button>
          )}
        </Group>
        {setLogo.error && (
          <Alert color="red" mt="xs">
            {errorText(t, setLogo.error)}
          </Alert>
        )}
      </Input.Wrapper>
    </SettingsSection>
  );
}
