// The feature shape rule on fixture files placed (virtually) inside web/src/features.
import { join } from 'node:path';
import { Linter, type Linter as LinterTypes } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureShape } from '../../eslint/feature-shape.js';

const FEATURES = join(import.meta.dirname, '..', '..', 'web', 'src', 'features');
const linter = new Linter({ configType: 'flat' });
const config: LinterTypes.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { pauta: { rules: { 'feature-shape': featureShape } } },
    rules: { 'pauta/feature-shape': ['error', { exempt: ['articles-admin'] }] },
    languageOptions: { ecmaVersion: 2022 as const, sourceType: 'module' as const },
  },
];

const lint = (file: string) => linter.verify('export {};\n', config, join(FEATURES, file)).map((m) => m.messageId);

describe('pauta/feature-shape', () => {
  it('fails files outside the shape: a stray root file, an unknown folder, a hook elsewhere', () => {
    expect(lint('news/helpers.ts')).toEqual(['file']);
    expect(lint('news/dashboard/DashboardPage.tsx')).toEqual(['folder']);
    expect(lint('users/hooks/role-change.ts')).toEqual(['hook']);
    expect(lint('users/pages/users-data.ts')).toEqual(['page']);
  });

  it('fails a feature without an index.ts', () => {
    expect(lint('no-such-feature/pages/XPage.tsx')).toEqual(['index']);
  });

  it('accepts the shape, and leaves an exempt feature alone', () => {
    for (const file of [
      'news/index.ts',
      'news/admin-routes.tsx',
      'news/queries.ts',
      'articles/prefetch.ts',
      'articles/server-data.ts',
      'static/routes.tsx',
      'news/pages/NewsSearchPage.tsx',
      'news/components/NewsResults.tsx',
      'news/hooks/use-news-search.ts',
      'news/api/call-fetch-news.ts',
      'news/lib/build-outline.ts',
      'articles/lib/body/tabs.ts',
    ])
      expect(lint(file), file).toEqual([]);
    expect(lint('articles-admin/editor/anything.ts')).toEqual([]);
  });
});
