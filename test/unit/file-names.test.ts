// The naming rule on fixture file names: kebab-case modules and folders, PascalCase only for React
// component .tsx files.
import { join } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileNames } from '../../eslint/file-names.js';

const ROOT = join(import.meta.dirname, '..', '..');
const linter = new Linter({ configType: 'flat', cwd: ROOT });
const config = [
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { pauta: { rules: { 'file-names': fileNames } } },
    rules: { 'pauta/file-names': 'error' as const },
    languageOptions: { ecmaVersion: 2022 as const, sourceType: 'module' as const },
  },
];

/** The rule's messages for a file at `path` (relative to the repository). */
const lint = (path: string) =>
  linter.verify('export {};\n', config, join(ROOT, path)).map((m) => m.messageId ?? m.message);

describe('pauta/file-names', () => {
  it('fails camelCase modules, hooks included, and camelCase folders', () => {
    expect(lint('web/src/features/topics/hooks/useTopics.ts')).toEqual(['file']);
    expect(lint('functions/src/seo/sitemapXml.ts')).toEqual(['file']);
    expect(lint('web/src/features/seo/adminRoutes.tsx')).toEqual(['file']);
    expect(lint('web/src/features/auth/sessionStuff/session-state.ts')).toEqual(['folder']);
  });

  it('fails a PascalCase name that is not a .tsx component file', () => {
    expect(lint('web/src/features/auth/hooks/SessionContext.ts')).toEqual(['file']);
  });

  it('accepts kebab-case modules, PascalCase components and free suffixes', () => {
    expect(lint('web/src/features/topics/hooks/use-topics.ts')).toEqual([]);
    expect(lint('web/src/features/seo/admin-routes.tsx')).toEqual([]);
    expect(lint('web/src/features/seo/pages/SeoPage.tsx')).toEqual([]);
    expect(lint('web/src/features/seo/pages/SeoPage.test.tsx')).toEqual([]);
    expect(lint('functions/test/home-snapshot.emulator.test.ts')).toEqual([]);
    expect(lint('web/src/vite-env.d.ts')).toEqual([]);
  });
});
