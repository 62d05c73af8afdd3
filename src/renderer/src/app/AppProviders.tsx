import { DirectionProvider, Drawer, MantineProvider, mergeThemeOverrides, Modal, Notification } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { AppNotifications } from './AppNotifications';
import { queryClient } from './queries';
import { cssVariablesResolver, theme } from './theme';

/** Server state, direction, theme and language around any page the renderer shows. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Every dialog's, drawer's and notification's × is named in the coach's language, including those still to be written.
  const closeButtonProps = useMemo(() => ({ 'aria-label': t('common.close') }), [t]);
  const localisedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
          // Under a title Mantine greys the text to 3.5:1; the theme's dimmed grey reads at AA.
          Notification: Notification.extend({ defaultProps: { closeButtonProps }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
        },
      }),
    [closeButtonProps],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider detectDirection={false}>
        <MantineProvider theme={localisedTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <LanguageProvider>
            <AppNotifications />
            {children}
          </LanguageProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
