import { createTheme } from '@mantine/core';

/**
 * Vazirmatn carries Persian and Latin in one design; other scripts fall back to the
 * system's own UI font, which is what a desktop app should look like there.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans", Roboto, Vazirmatn, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans", Roboto, Vazirmatn, sans-serif' },
  defaultRadius: 'md',
});
