// The e2e browser replaces playwright-core's `--disable-features` switch with its own (Chromium keeps only
// the last one): its copy of Playwright's list must be the list this playwright-core passes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/support/chromium-features.js';

/** The `disabledFeatures = [...]` array of playwright-core's Chromium switches, comments left out. */
function installedPlaywrightList(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const block = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
  if (!block) throw new Error('playwright-core: disabledFeatures not found in lib/coreBundle.js');
  const code = block.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
}

describe('the e2e browser keeps every feature playwright-core disables', () => {
  it('lists the same features as the installed playwright-core', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightList());
  });
});
