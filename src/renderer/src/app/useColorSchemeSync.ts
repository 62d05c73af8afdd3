import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import type { Theme } from '../../../shared/settings';

export function useColorSchemeSync(theme: Theme | undefined): void {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
}
