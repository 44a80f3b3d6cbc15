// theme-styles.css must be exactly what MantineProvider would inject at run time for our theme
// (its CSS variables and responsive classes). After a theme change, regenerate it with
// `npm run theme-css -w web`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const FILE = join(import.meta.dirname, 'theme-styles.css');
const HEADER = '/* Generated from src/app/theme.ts by `npm run theme-css -w web`: do not edit. */\n';

function providerStyles(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <span />
    </MantineProvider>,
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  return `${HEADER}${styles.join('\n')}\n`;
}

describe('theme-styles.css', () => {
  it('is what MantineProvider generates for the theme', () => {
    const expected = providerStyles();
    if (process.env.UPDATE_THEME_CSS) writeFileSync(FILE, expected);
    expect(readFileSync(FILE, 'utf8'), 'theme-styles.css está desatualizado: rode `npm run theme-css -w web`').toBe(
      expected,
    );
  });
});
