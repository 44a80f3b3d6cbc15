// The lint rule that keeps features apart, on fixture files placed (virtually) inside web/src.
import { join } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../../eslint/feature-boundaries.js';

const SRC = join(import.meta.dirname, '..', '..', 'web', 'src');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    plugins: { pauta: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'pauta/feature-boundaries': 'error' as const },
    languageOptions: { ecmaVersion: 2022 as const, sourceType: 'module' as const },
  },
];

/** The rule's message ids for `code` written in web/src/<file>. */
const lint = (file: string, code: string) =>
  linter.verify(code, config, join(SRC, file)).map((m) => m.messageId ?? m.message);

describe('pauta/feature-boundaries', () => {
  it('fails a cross-feature import of an internal module', () => {
    expect(lint('features/admin/Fixture.ts', "import { useSession } from '../auth/session/SessionContext';")).toEqual([
      'internal',
    ]);
    expect(lint('app/Fixture.ts', "export { prefetchHome } from '../features/articles/prefetch';")).toEqual([
      'internal',
    ]);
  });

  it("accepts the feature's index.ts, and imports inside one feature", () => {
    expect(lint('features/admin/Fixture.ts', "import { useSession } from '../auth';")).toEqual([]);
    expect(lint('features/admin/Fixture.ts', "import { ADMIN_NAV } from './adminNav';")).toEqual([]);
    expect(lint('app/Fixture.ts', "import { prefetchHome } from '../features/articles/index';")).toEqual([]);
  });

  it('keeps shared code free of features', () => {
    expect(lint('components/Fixture.ts', "import { useSession } from '../features/auth';")).toEqual(['shared']);
    expect(lint('lib/Fixture.ts', "import { adminRoutes } from '../features/admin';")).toEqual(['shared']);
  });

  it('fails two features importing each other (admin already imports auth)', () => {
    expect(lint('features/auth/Fixture.ts', "import { adminRoutes } from '../admin';")).toEqual(['cycle']);
  });

  it("lets only the app's route table lazy-load a feature's pages", () => {
    expect(lint('app/Fixture.ts', "const page = () => import('../features/articles/pages/ArticlePage');")).toEqual([]);
    expect(lint('app/Fixture.ts', "const q = () => import('../features/articles/queries');")).toEqual(['internal']);
    expect(lint('features/topics/Fixture.ts', "const p = () => import('../articles/pages/ArticlePage');")).toEqual([
      'internal',
    ]);
  });
});
