// The arguments of `npm test` (steps, --file, changed, extra vitest arguments) and what `changed` runs.
import { describe, expect, it } from 'vitest';
import { parseTestArgs, pickFiles, stepWanted, TestArgsError } from '../../scripts/lib/test-args.mjs';
import { planForChanges } from '../../scripts/lib/test-changed.mjs';

describe('parseTestArgs', () => {
  it('reads steps, --file (implying e2e), changed with its base, and vitest arguments after --', () => {
    expect(parseTestArgs([])).toEqual({ steps: [], files: [], changed: false, base: undefined, vitestArgs: [] });
    expect(parseTestArgs(['rules', 'unit:web', '--', 'src/lib', '-t', 'x'])).toMatchObject({
      steps: ['rules', 'unit:web'],
      vitestArgs: ['src/lib', '-t', 'x'],
    });
    expect(parseTestArgs(['--file', 'editor', '--file=seo'])).toMatchObject({
      steps: ['e2e'],
      files: ['editor', 'seo'],
    });
    expect(parseTestArgs(['e2e', '--file', 'editor'])).toMatchObject({ steps: ['e2e'], files: ['editor'] });
    expect(parseTestArgs(['changed', '--base', 'h33'])).toMatchObject({ steps: [], changed: true, base: 'h33' });
  });

  it('refuses what it cannot read, saying why', () => {
    expect(() => parseTestArgs(['--file'])).toThrow(new TestArgsError('--file precisa de um valor'));
    expect(() => parseTestArgs(['--fast'])).toThrow('opção desconhecida: --fast');
    expect(() => parseTestArgs(['--base', 'main'])).toThrow('--base só vale com changed');
  });
});

it('stepWanted: every step when none is named; a name picks the steps it begins', () => {
  expect(stepWanted('unit:web', [])).toBe(true);
  expect(stepWanted('unit:web', ['unit'])).toBe(true);
  expect(stepWanted('unit:web', ['rules', 'e2e'])).toBe(false);
});

describe('pickFiles', () => {
  const files = ['test/e2e/editor.test.ts', 'test/e2e/editorial-workflow.test.ts', 'test/e2e/seo.test.ts'];

  it('takes a whole name first, else any part of the path, each file once', () => {
    expect(pickFiles(['editor'], files)).toEqual(['test/e2e/editor.test.ts']);
    expect(pickFiles(['edit', 'editor'], files)).toEqual([
      'test/e2e/editor.test.ts',
      'test/e2e/editorial-workflow.test.ts',
    ]);
    expect(pickFiles(['test/e2e/seo.test.ts'], files)).toEqual(['test/e2e/seo.test.ts']);
  });

  it('names the files there are when none matches', () => {
    expect(() => pickFiles(['busca'], files)).toThrow(
      'nenhum arquivo de ponta a ponta corresponde a "busca"; há: editor, editorial-workflow, seo',
    );
  });
});

describe('planForChanges', () => {
  it('a web component: its lint, format, typecheck, knip, the related web tests and the bundle gate; no e2e', () => {
    const plan = planForChanges(['web/src/components/cards/ArticleCard.tsx']);
    expect([...plan.steps].sort()).toEqual(['bundle', 'format', 'knip', 'lint', 'typecheck', 'unit:web']);
    expect(plan.typecheckProjects).toEqual(['web']);
    expect(plan.lintFiles).toEqual(['web/src/components/cards/ArticleCard.tsx']);
    expect(plan.e2eFiles).toEqual([]);
  });

  it('the model reaches every workspace, the rules and the bundle', () => {
    const plan = planForChanges(['packages/model/src/limits.ts']);
    expect([...plan.steps]).toEqual(
      expect.arrayContaining([
        'unit:web',
        'unit:functions',
        'unit:emulators',
        'unit:model',
        'unit:repo',
        'rules',
        'bundle',
      ]),
    );
    expect(plan.typecheckProjects.sort()).toEqual([
      'emulators',
      'functions',
      'packages/model',
      'scripts',
      'test',
      'web',
    ]);
  });

  it('an e2e file runs itself; its support or the stack runs them all; rules run the rules suite', () => {
    expect(planForChanges(['test/e2e/seo.test.ts']).e2eFiles).toEqual(['test/e2e/seo.test.ts']);
    expect(planForChanges(['test/e2e/seo.test.ts']).steps.has('unit:repo')).toBe(false);
    expect(planForChanges(['test/e2e/support/staff.ts']).e2eFiles).toBe('all');
    expect(planForChanges(['scripts/lib/stack.mjs']).e2eFiles).toBe('all');
    expect([...planForChanges(['firestore.rules']).steps].sort()).toEqual(['format', 'rules']);
  });

  it('docs only format; a shared config runs everything', () => {
    expect([...planForChanges(['docs/security.md']).steps]).toEqual(['format']);
    expect(planForChanges(['docs/a.md', 'package.json']).everything).toBe(true);
    expect(planForChanges(['web/vitest.config.ts']).everything).toBe(true);
  });
});
