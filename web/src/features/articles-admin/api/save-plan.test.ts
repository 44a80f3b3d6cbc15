import { describe, expect, it } from 'vitest';
import {
  planArticleDelete,
  planArticleSave,
  planRevisionCopy,
  PLUS_ONE,
  SERVER_TIME,
  versionedArticleUpdate,
  type SavePlanInput,
} from './save-plan';
import type { ArticleFormFields } from '@pauta/model';

const form = (overrides: Partial<ArticleFormFields> = {}): ArticleFormFields => ({
  title: ' Título ',
  excerpt: 'Resumo',
  content: '<p>Oi</p>',
  imageUrl: '',
  category: 'saude',
  tags: ['Saúde Pública', 'SUS'],
  featured: false,
  status: 'draft',
  slug: 'titulo',
  metaTitle: 'Meta',
  metaDescription: 'Descrição',
  ...overrides,
});

const input = (overrides: Partial<SavePlanInput> = {}): SavePlanInput => ({
  id: 'a1',
  form: form(),
  existing: null,
  author: { uid: 'u1', name: 'Edna' },
  revisionId: 'r9',
  pruneRevisionIds: [],
  newSlugHasRedirect: false,
  ...overrides,
});

const paths = (writes: ReturnType<typeof planArticleSave>) => writes.map((w) => `${w.op} ${w.path}`);

describe('planArticleSave', () => {
  it('create: article + body + slug, a revision, the draft cleared', () => {
    const writes = planArticleSave(input());
    expect(paths(writes)).toEqual([
      'set articles/a1',
      'set articleContents/a1',
      'set slugs/titulo',
      'set articles/a1/revisions/r9',
      'delete articleDrafts/a1/people/u1',
    ]);
    const article = writes[0]!.op === 'set' ? writes[0]!.data : {};
    expect(article).toMatchObject({
      title: 'Título',
      categoryPath: '/categoria/saude',
      tagKeys: ['saude publica', 'sus'],
      authorId: 'u1',
      authorName: 'Edna',
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
      publishedAt: null,
      metaTitle: 'Meta',
      metaDescription: 'Descrição',
      version: 1,
    });
    expect(Object.keys(article)).toHaveLength(18);
    expect(writes[3]).toMatchObject({ data: { version: 1, kind: 'save', savedBy: 'u1', savedByName: 'Edna' } });
  });

  it('create published: publishedAt is the server time', () => {
    const [article] = planArticleSave(input({ form: form({ status: 'published' }) }));
    expect(article!.op === 'set' && article!.data.publishedAt).toBe(SERVER_TIME);
  });

  it('first publication of a draft sets publishedAt once; later saves leave it', () => {
    const existing = { slug: 'titulo', authorId: 'u0', hasPublishedAt: false, baseVersion: 4 };
    const [first] = planArticleSave(input({ existing, form: form({ status: 'published' }) }));
    expect(first!.op === 'update' && first!.data.publishedAt).toBe(SERVER_TIME);
    const [again] = planArticleSave(
      input({ existing: { ...existing, hasPublishedAt: true }, form: form({ status: 'published' }) }),
    );
    expect(again!.op === 'update' && 'publishedAt' in again!.data).toBe(false);
    expect(again!.op === 'update' && 'authorId' in again!.data).toBe(false);
  });

  it('slug change: claims the new slug, frees the old one and leaves a redirect', () => {
    const writes = planArticleSave(
      input({
        existing: { slug: 'antigo', authorId: 'u0', hasPublishedAt: true, baseVersion: 7 },
        form: form({ slug: 'novo' }),
        newSlugHasRedirect: true,
        pruneRevisionIds: ['r0'],
      }),
    );
    expect(paths(writes)).toEqual([
      'update articles/a1',
      'update articleContents/a1',
      'set slugs/novo',
      'delete slugs/antigo',
      'set slugRedirects/antigo',
      'delete slugRedirects/novo',
      'set articles/a1/revisions/r9',
      'delete articles/a1/revisions/r0',
      'delete articleDrafts/a1/people/u1',
    ]);
  });

  it('same slug: no slug or redirect writes', () => {
    const writes = planArticleSave(
      input({ existing: { slug: 'titulo', authorId: 'u1', hasPublishedAt: false, baseVersion: 1 } }),
    );
    expect(paths(writes).some((p) => p.includes('slug'))).toBe(false);
  });
});

describe('versions', () => {
  it('an update writes the version the form was based on + 1, and its revision records it', () => {
    const writes = planArticleSave(
      input({ existing: { slug: 'titulo', authorId: 'u0', hasPublishedAt: true, baseVersion: 6 } }),
    );
    expect(writes[0]).toMatchObject({
      op: 'update',
      path: 'articles/a1',
      data: { version: 7, updatedAt: SERVER_TIME },
    });
    const revision = writes.find((w) => w.path === 'articles/a1/revisions/r9');
    expect(revision).toMatchObject({ op: 'set', data: { version: 7, kind: 'save' } });
  });

  it('versionedArticleUpdate: any other writer of an article gets the same rule', () => {
    expect(versionedArticleUpdate('a1', 0, { status: 'published' })).toEqual({
      op: 'update',
      path: 'articles/a1',
      data: { status: 'published', updatedAt: SERVER_TIME, version: 1 },
    });
  });

  it('a copy of unsaved text is a revision marked with its kind and base version, pruned like a save', () => {
    const writes = planRevisionCopy({
      id: 'a1',
      revisionId: 'c1',
      form: form(),
      author: { uid: 'u2', name: 'Ada' },
      baseVersion: 3,
      kind: 'conflict',
      pruneRevisionIds: ['r0'],
    });
    expect(paths(writes)).toEqual(['set articles/a1/revisions/c1', 'delete articles/a1/revisions/r0']);
    expect(writes[0]).toMatchObject({
      data: { version: 3, kind: 'conflict', savedBy: 'u2', savedByName: 'Ada', savedAt: SERVER_TIME },
    });
  });
});

describe('review transitions ride on a save', () => {
  const existing = { slug: 'titulo', authorId: 'u0', hasPublishedAt: false, baseVersion: 4 };

  it('a request: the article’s review names the saver, the version and the revision, which carries the note', () => {
    const writes = planArticleSave(
      input({
        existing,
        review: { action: 'request', note: 'Conferir dados', requester: { uid: 'u1', name: 'Edna' } },
      }),
    );
    expect(writes[0]).toMatchObject({
      op: 'update',
      data: {
        version: 5,
        review: {
          state: 'requested',
          requestedBy: 'u1',
          requestedByName: 'Edna',
          by: 'u1',
          byName: 'Edna',
          at: SERVER_TIME,
          note: 'Conferir dados',
          version: 5,
          revisionId: 'r9',
        },
      },
    });
    const revision = writes.find((w) => w.path === 'articles/a1/revisions/r9');
    expect(revision).toMatchObject({ data: { kind: 'review-requested', note: 'Conferir dados', version: 5 } });
  });

  it('a decision keeps who asked and is recorded as its own kind', () => {
    const writes = planArticleSave(
      input({
        existing,
        author: { uid: 'ed', name: 'Rafael' },
        review: { action: 'changes', note: 'Falta a fonte', requester: { uid: 'caio', name: 'Caio' } },
      }),
    );
    expect(writes[0]).toMatchObject({
      data: { review: { state: 'changes', requestedBy: 'caio', requestedByName: 'Caio', by: 'ed', byName: 'Rafael' } },
    });
    expect(writes.find((w) => w.path.includes('/revisions/'))).toMatchObject({ data: { kind: 'review-changes' } });
  });

  it('a plain save writes no review (the stored one stays as it is)', () => {
    const [article] = planArticleSave(input({ existing }));
    expect(article!.op === 'update' && 'review' in article!.data).toBe(false);
  });

  it('a request on a new article goes into its create', () => {
    const [article] = planArticleSave(
      input({ review: { action: 'request', note: '', requester: { uid: 'u1', name: 'Edna' } } }),
    );
    expect(article).toMatchObject({ op: 'set', data: { version: 1, review: { state: 'requested', version: 1 } } });
  });
});

describe('an article made from a pauta', () => {
  it('its first save links the pauta (in production, one version on)', () => {
    const writes = planArticleSave(input({ generatedPostId: 'p7' }));
    expect(writes.find((w) => w.path === 'generatedPosts/p7')).toEqual({
      op: 'update',
      path: 'generatedPosts/p7',
      data: { status: 'in-production', articleId: 'a1', updatedAt: SERVER_TIME, version: PLUS_ONE },
    });
  });

  it('later saves do not touch it', () => {
    const writes = planArticleSave(
      input({
        generatedPostId: 'p7',
        existing: { slug: 'titulo', authorId: 'u1', hasPublishedAt: false, baseVersion: 1 },
      }),
    );
    expect(writes.some((w) => w.path.startsWith('generatedPosts/'))).toBe(false);
  });
});

describe('planArticleDelete', () => {
  it('deletes the article, body, slug, draft, revisions and redirects in one batch', () => {
    expect(
      paths(planArticleDelete({ id: 'a1', slug: 's', uid: 'u1', revisionIds: ['r1', 'r2'], redirectSlugs: ['velho'] })),
    ).toEqual([
      'delete articles/a1',
      'delete articleContents/a1',
      'delete slugs/s',
      'delete articleDrafts/a1/people/u1',
      'delete articles/a1/revisions/r1',
      'delete articles/a1/revisions/r2',
      'delete slugRedirects/velho',
    ]);
  });
});
