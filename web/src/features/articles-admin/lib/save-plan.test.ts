import { describe, expect, it } from 'vitest';
import { planArticleDelete, planArticleSave, SERVER_TIME, type SavePlanInput } from './save-plan';
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
      'delete articleDrafts/a1',
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
    });
    expect(Object.keys(article)).toHaveLength(17);
  });

  it('create published: publishedAt is the server time', () => {
    const [article] = planArticleSave(input({ form: form({ status: 'published' }) }));
    expect(article!.op === 'set' && article!.data.publishedAt).toBe(SERVER_TIME);
  });

  it('first publication of a draft sets publishedAt once; later saves leave it', () => {
    const existing = { slug: 'titulo', authorId: 'u0', hasPublishedAt: false };
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
        existing: { slug: 'antigo', authorId: 'u0', hasPublishedAt: true },
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
      'delete articleDrafts/a1',
    ]);
  });

  it('same slug: no slug or redirect writes', () => {
    const writes = planArticleSave(input({ existing: { slug: 'titulo', authorId: 'u1', hasPublishedAt: false } }));
    expect(paths(writes).some((p) => p.includes('slug'))).toBe(false);
  });
});

describe('planArticleDelete', () => {
  it('deletes the article, body, slug, draft, revisions and redirects in one batch', () => {
    expect(
      paths(planArticleDelete({ id: 'a1', slug: 's', revisionIds: ['r1', 'r2'], redirectSlugs: ['velho'] })),
    ).toEqual([
      'delete articles/a1',
      'delete articleContents/a1',
      'delete slugs/s',
      'delete articleDrafts/a1',
      'delete articles/a1/revisions/r1',
      'delete articles/a1/revisions/r2',
      'delete slugRedirects/velho',
    ]);
  });
});
