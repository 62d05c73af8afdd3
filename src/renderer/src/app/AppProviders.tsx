import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { AppNotifications } from './AppNotifications';
import { queryClient } from './queries';
import { cssVariablesResolver, theme } from './theme';

/** Server state, direction, theme and language around any page the renderer shows. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <LanguageProvider>
            <AppNotifications />
            {children}
          </LanguageProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
