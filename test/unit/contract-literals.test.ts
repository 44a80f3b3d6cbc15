// The contract-literal rule on fixture code, with the contract values eslint.config.js gives it
// (from @pauta/model): collection names, role names, reader URL prefixes, list page sizes.
import { join } from 'node:path';
import { Linter, type Linter as LinterTypes } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_PATH_PREFIX,
  CATEGORY_PATH_PREFIX,
  COLLECTIONS,
  ROLES,
  TAG_PATH_PREFIX,
  VISITOR_PATH_PREFIX,
} from '@pauta/model';
import { contractLiterals } from '../../eslint/contract-literals.js';

const linter = new Linter({ configType: 'flat' });
const contract = {
  collections: Object.values(COLLECTIONS),
  roles: [...ROLES],
  pathPrefixes: [ARTICLE_PATH_PREFIX, CATEGORY_PATH_PREFIX, TAG_PATH_PREFIX, VISITOR_PATH_PREFIX],
};
const config: LinterTypes.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { pauta: { rules: { 'contract-literals': contractLiterals } } },
    rules: { 'pauta/contract-literals': ['error', contract] },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 2022 as const,
      sourceType: 'module' as const,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
];

const FILE = join(import.meta.dirname, '..', '..', 'web', 'src', 'Fixture.tsx');
const lint = (code: string) => linter.verify(code, config, FILE).map((m) => m.messageId ?? m.message);

describe('pauta/contract-literals', () => {
  it('fails collection names and document paths written out', () => {
    expect(lint("db.collection('articles').where('status', '==', 'published');")).toEqual(['collection']);
    expect(lint("fs.doc(db, COLLECTIONS.stats, 'tags');")).toEqual(['collection']);
    expect(lint("onDocumentWritten('articles/{id}', handler);")).toEqual(['collection']);
    expect(lint("const trigger = 'profiles/{uid}';")).toEqual(['collection']);
    expect(lint('const ref = doc(db, `profiles/${uid}`);')).toEqual(['collection']);
  });

  it('fails role names used as roles', () => {
    expect(lint("if (session.role === 'admin') go();")).toEqual(['role']);
    expect(lint("const staff = (role) => role === 'admin' || role === 'editor';")).toEqual(['role', 'role']);
    expect(lint("where('role', 'in', ['admin', 'editor']);")).toEqual(['role', 'role']);
    expect(lint("const r = isRole(raw) ? raw : 'user';")).toEqual(['role']);
    expect(lint("const account = { role: 'editor' };")).toEqual(['role']);
  });

  it('fails reader URL prefixes in strings, templates and JSX', () => {
    expect(lint('const href = `/artigo/${slug}`;')).toEqual(['path']);
    expect(lint("const c = '/categoria/' + slug;")).toEqual(['path']);
    expect(lint('const a = <a href="/tag/ia">IA</a>;')).toEqual(['path']);
    expect(lint('const v = `/visitante/${id}`;')).toEqual(['path']);
  });

  it('fails list page sizes defined outside the model', () => {
    expect(lint('export const CATEGORY_PAGE_SIZE = 9;')).toEqual(['pageSize']);
    expect(lint('const LIST_PAGE_SIZES = { category: 9, tag: 9 } as const;')).toEqual(['pageSize']);
  });

  it('accepts the same code written with the model', () => {
    expect(
      lint(`
        db.collection(COLLECTIONS.articles).doc(id);
        fs.doc(db, COLLECTIONS.stats, TAG_STATS_DOC);
        onDocumentWritten(TRIGGER_DOCUMENTS.article, handler);
        if (isStaff(session.role) || session.role === ROLE.admin) go();
        const href = articlePath(article);
        const size = LIST_PAGE_SIZES.category;
        type Area = 'admin' | 'account';
        useSignOutAction('admin', done);
        const keys = ['admin', 'images'];
        const name = 'articles';
        const routes = [{ path: 'articles/new' }, { path: 'articles/edit/:id' }];
      `),
    ).toEqual([]);
  });
});
