// Mantine's context and theme without MantineProvider's runtime work: the theme's CSS variables and
// responsive classes are a stylesheet built from this very theme (theme-styles.css, checked by
// theme-styles.test.tsx; each page's entry links it after Mantine's own styles), and the colour
// scheme is fixed to light on <html> (index.html). That keeps the variables generator and the
// colour-scheme manager (~4.5 KB gzip) off every page.
import type { ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

const noop = () => {};

const context = {
  colorScheme: 'light' as const,
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

export function StaticMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
