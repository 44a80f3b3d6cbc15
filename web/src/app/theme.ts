// Pauta's purple Mantine theme. System fonts only (no CDN fonts).
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const pauta: MantineColorsTuple = [
  '#f4f0ff',
  '#e5dcfb',
  '#c8b6f2',
  '#a98dea',
  '#8f6ae3',
  '#7f54df',
  '#7048e8',
  '#5f3bc4',
  '#5434af',
  '#472b9a',
];

export const theme = createTheme({
  primaryColor: 'pauta',
  primaryShade: { light: 7, dark: 4 },
  colors: { pauta },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Toast close buttons need a name for screen readers (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar notificação' } } },
  },
});

/** Secondary ('dimmed') text dark enough for WCAG AA contrast on white and on the light cards. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#555a61' },
  dark: {},
});
