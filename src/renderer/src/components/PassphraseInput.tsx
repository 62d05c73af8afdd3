import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with its show/hide button labelled in the coach's language. */
export function PassphraseInput(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return <PasswordInput spellCheck={false} visibilityToggleButtonProps={{ 'aria-label': t('common.showPassphrase') }} {...props} />;
}
