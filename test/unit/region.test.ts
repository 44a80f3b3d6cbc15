// One region setting: the committed firebase.json's Hosting rewrites are in the default region, the
// configs handed to firebase-tools get the project's region on every rewrite, and no code names a
// region of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION } from '@pauta/model';
import { withRegion } from '../../scripts/lib/region.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
type Rewrite = { source: string; function?: { functionId: string; region?: string } };
const firebaseJson = () =>
  JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } };

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('dist') || name === 'lib') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

describe('the region setting', () => {
  it('is São Paulo in every Hosting rewrite to a function of the committed firebase.json', () => {
    const rewrites = firebaseJson().hosting.rewrites.filter((r) => r.function);
    expect(rewrites.length).toBeGreaterThan(10);
    for (const r of rewrites) expect(r.function!.region, r.source).toBe(DEFAULT_REGION);
  });

  it("moves every rewrite to the project's region in the config firebase-tools gets", () => {
    const config = withRegion(firebaseJson(), 'europe-west1');
    for (const r of config.hosting.rewrites.filter((rewrite) => rewrite.function))
      expect(r.function!.region, r.source).toBe('europe-west1');
    // The last rewrite: every other address is a reader page (a 404 for one that names nothing).
    expect(config.hosting.rewrites.at(-1)).toEqual({
      source: '**',
      function: { functionId: 'render', region: 'europe-west1' },
    });
  });

  it('is never spelled out by the code (only the model names it)', () => {
    const offenders: string[] = [];
    for (const dir of ['web/src', 'functions/src', 'scripts', 'test/e2e', 'packages/model/src'])
      for (const file of sources(join(ROOT, dir)))
        if (/\b(us|europe|asia|southamerica|northamerica|australia)-[a-z]+\d\b/.test(readFileSync(file, 'utf8')))
          offenders.push(relative(ROOT, file));
    expect(offenders).toEqual(['packages/model/src/region.ts']);
  });
});
