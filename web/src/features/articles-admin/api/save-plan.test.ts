import { describe, expect, it } from 'vitest';
import {
  planArticleDelete,
  planArticleSave,
  planRevisionCopy,
  PLUS_ONE,
  planScheduleChange,
  savedPublication,
  SERVER_TIME,
  versionedArticleUpdate,
  type SavePlanInput,
} from './save-plan';
import type { ArticleFormFields, ArticleStatus } from '@pauta/model';

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
      scheduledFor: null,
      // No cover: no cover metadata either.
      imageAlt: '',
      imageDecorative: false,
      imageCaption: '',
      imageCredit: '',
    });
    expect(Object.keys(article)).toHaveLength(23);
    expect(writes[3]).toMatchObject({ data: { version: 1, kind: 'save', savedBy: 'u1', savedByName: 'Edna' } });
  });

  it("'Publicado' on a new article creates a draft and asks for the publish step; publishedAt is never the client's", () => {
    const writes = planArticleSave(input({ form: form({ status: 'published' }) }));
    expect(writes[0]).toMatchObject({ op: 'set', data: { status: 'draft', publishedAt: null, scheduledFor: null } });
    expect(writes[1]).toMatchObject({ data: { status: 'draft' } });
    // The revision records what was written; the publication gets its own from the server.
    expect(writes[3]).toMatchObject({ data: { form: { status: 'draft' } } });
    expect(savedPublication({ status: 'published' }, null)).toEqual({
      status: 'draft',
      scheduledFor: null,
      publishAfter: true,
    });
  });

  it("'Publicado' keeps a stored article as it is until the publish step: a draft, a scheduled time, a published one", () => {
    const existing = (status: ArticleStatus, scheduledFor: number | null = null) => ({
      slug: 'titulo',
      authorId: 'u0',
      status,
      scheduledFor,
      baseVersion: 4,
    });
    const [draft] = planArticleSave(input({ existing: existing('draft'), form: form({ status: 'published' }) }));
    expect(draft).toMatchObject({ op: 'update', data: { status: 'draft', scheduledFor: null } });
    expect(draft!.op === 'update' && 'publishedAt' in draft!.data).toBe(false);
    const [scheduled] = planArticleSave(
      input({ existing: existing('scheduled', Date.UTC(2031, 0, 1)), form: form({ status: 'published' }) }),
    );
    expect(scheduled).toMatchObject({ op: 'update', data: { status: 'scheduled' } });
    expect(scheduled!.op === 'update' && 'scheduledFor' in scheduled!.data).toBe(false);
    expect(savedPublication({ status: 'published' }, existing('scheduled')).publishAfter).toBe(true);
    const [published] = planArticleSave(
      input({ existing: existing('published'), form: form({ status: 'published' }) }),
    );
    expect(published).toMatchObject({ op: 'update', data: { status: 'published' } });
    expect(published!.op === 'update' && ('scheduledFor' in published!.data || 'publishedAt' in published!.data)).toBe(
      false,
    );
    expect(published!.op === 'update' && 'authorId' in published!.data).toBe(false);
    expect(savedPublication({ status: 'published' }, existing('published')).publishAfter).toBe(false);
  });

  it("'Agendado' writes the typed Brasília time as an instant; the same minute keeps a stored time to the second", () => {
    const [created] = planArticleSave(input({ form: form({ status: 'scheduled', publishAt: '10/03/2031 07:00' }) }));
    expect(created).toMatchObject({ op: 'set', data: { status: 'scheduled', publishedAt: null } });
    expect(created!.op === 'set' && (created!.data.scheduledFor as Date).toISOString()).toBe(
      '2031-03-10T10:00:00.000Z',
    );
    const stored = Date.parse('2031-03-10T10:00:42Z');
    const existing = {
      slug: 'titulo',
      authorId: 'u0',
      status: 'scheduled' as const,
      scheduledFor: stored,
      baseVersion: 2,
    };
    expect(savedPublication({ status: 'scheduled', publishAt: '10/03/2031 07:00' }, existing).scheduledFor).toBe(
      'keep',
    );
    const moved = savedPublication({ status: 'scheduled', publishAt: '10/03/2031 07:01' }, existing).scheduledFor;
    expect(moved instanceof Date && moved.toISOString()).toBe('2031-03-10T10:01:00.000Z');
    // Back to a draft clears the time.
    const [draft] = planArticleSave(
      input({ existing, form: form({ status: 'draft', publishAt: '10/03/2031 07:00' }) }),
    );
    expect(draft).toMatchObject({ data: { status: 'draft', scheduledFor: null } });
  });

  it('slug change: claims the new slug, frees the old one and leaves a redirect', () => {
    const writes = planArticleSave(
      input({
        existing: { slug: 'antigo', authorId: 'u0', status: 'published', scheduledFor: null, baseVersion: 7 },
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
      input({ existing: { slug: 'titulo', authorId: 'u1', status: 'draft', scheduledFor: null, baseVersion: 1 } }),
    );
    expect(paths(writes).some((p) => p.includes('slug'))).toBe(false);
  });
});

describe('versions', () => {
  it('an update writes the version the form was based on + 1, and its revision records it', () => {
    const writes = planArticleSave(
      input({ existing: { slug: 'titulo', authorId: 'u0', status: 'published', scheduledFor: null, baseVersion: 6 } }),
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
  const existing = { slug: 'titulo', authorId: 'u0', status: 'draft' as const, scheduledFor: null, baseVersion: 4 };

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

  it("an approval with 'Publicado' writes the review on the unpublished article; the publish step follows", () => {
    const approval = input({
      existing,
      author: { uid: 'ed', name: 'Rafael' },
      form: form({ status: 'published' }),
      review: { action: 'approve', note: '', requester: { uid: 'caio', name: 'Caio' } },
    });
    const writes = planArticleSave(approval);
    expect(writes[0]).toMatchObject({
      data: { status: 'draft', version: 5, review: { state: 'approved', version: 5 } },
    });
    expect(writes[0]!.op === 'update' && 'publishedAt' in writes[0]!.data).toBe(false);
    expect(writes.find((w) => w.path.includes('/revisions/'))).toMatchObject({
      data: { kind: 'review-approved', form: { status: 'draft' } },
    });
    expect(savedPublication(approval.form, existing).publishAfter).toBe(true);
  });

  it('a review request on a scheduled article keeps its time', () => {
    const scheduled = { ...existing, status: 'scheduled' as const, scheduledFor: Date.parse('2031-03-10T10:00:00Z') };
    const [article] = planArticleSave(
      input({
        existing: scheduled,
        form: form({ status: 'scheduled', publishAt: '10/03/2031 07:00' }),
        review: { action: 'request', note: '', requester: { uid: 'u1', name: 'Edna' } },
      }),
    );
    expect(article).toMatchObject({ data: { status: 'scheduled', review: { state: 'requested' } } });
    expect(article!.op === 'update' && 'scheduledFor' in article!.data).toBe(false);
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
        existing: { slug: 'titulo', authorId: 'u1', status: 'draft' as const, scheduledFor: null, baseVersion: 1 },
      }),
    );
    expect(writes.some((w) => w.path.startsWith('generatedPosts/'))).toBe(false);
  });
});

describe('planScheduleChange', () => {
  it("'Reagendar': the next version with the new time and a 'schedule' revision; the body is untouched", () => {
    const writes = planScheduleChange({
      id: 'a1',
      baseVersion: 5,
      at: Date.parse('2031-03-10T10:30:00Z'),
      form: form({ status: 'scheduled', publishAt: '10/03/2031 07:00' }),
      author: { uid: 'u1', name: 'Edna' },
      revisionId: 'r1',
      pruneRevisionIds: ['r0'],
    });
    expect(paths(writes)).toEqual([
      'update articles/a1',
      'set articles/a1/revisions/r1',
      'delete articles/a1/revisions/r0',
    ]);
    expect(writes[0]).toMatchObject({ data: { status: 'scheduled', version: 6, updatedAt: SERVER_TIME } });
    expect(writes[0]!.op === 'update' && (writes[0]!.data.scheduledFor as Date).toISOString()).toBe(
      '2031-03-10T10:30:00.000Z',
    );
    expect(writes[1]).toMatchObject({
      data: { kind: 'schedule', version: 6, form: { publishAt: '10/03/2031 07:30' } },
    });
  });

  it("'Cancelar agendamento': back to a draft, the body with it, an 'unschedule' revision", () => {
    const writes = planScheduleChange({
      id: 'a1',
      baseVersion: 5,
      at: null,
      form: form({ status: 'scheduled', publishAt: '10/03/2031 07:00' }),
      author: { uid: 'u1', name: 'Edna' },
      revisionId: 'r1',
      pruneRevisionIds: [],
    });
    expect(paths(writes)).toEqual(['update articles/a1', 'update articleContents/a1', 'set articles/a1/revisions/r1']);
    expect(writes[0]).toMatchObject({ data: { status: 'draft', scheduledFor: null, version: 6 } });
    expect(writes[1]).toMatchObject({ data: { status: 'draft' } });
    expect(writes[2]).toMatchObject({ data: { kind: 'unschedule', form: { status: 'draft', publishAt: '' } } });
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

describe('corrections and updates', () => {
  const published = {
    slug: 'titulo',
    authorId: 'u0',
    status: 'published' as const,
    scheduledFor: null,
    baseVersion: 6,
  };
  const article = (writes: ReturnType<typeof planArticleSave>) => (writes[0] as { data: Record<string, unknown> }).data;

  it("a note goes out with the save: its own document named by the version, 'Atualizado em' and the count move", () => {
    const writes = planArticleSave(
      input({
        existing: { ...published, noteCount: 2 },
        form: form({ status: 'published' }),
        note: { kind: 'correction', text: ' O texto dizia 3%. ' },
      }),
    );
    expect(paths(writes)).toContain('set articles/a1/notes/v7');
    expect(writes.find((w) => w.path === 'articles/a1/notes/v7')).toMatchObject({
      data: { kind: 'correction', text: 'O texto dizia 3%.', authorId: 'u1', authorName: 'Edna', version: 7 },
    });
    expect(article(writes)).toMatchObject({ modifiedAt: SERVER_TIME, noteCount: 3, version: 7 });
    // A correction is listed on /correcoes by the same save, with the article's title and slug.
    expect(writes.find((w) => w.path === 'corrections/a1_v7')).toMatchObject({
      op: 'set',
      data: {
        articleId: 'a1',
        articleTitle: 'Título',
        articleSlug: 'titulo',
        text: 'O texto dizia 3%.',
        createdAt: SERVER_TIME,
      },
    });
  });

  it('an update note is not a correction: nothing on /correcoes', () => {
    const writes = planArticleSave(input({ existing: published, note: { kind: 'update', text: 'Nova ata.' } }));
    expect(paths(writes)).toContain('set articles/a1/notes/v7');
    expect(paths(writes).some((p) => p.startsWith('set corrections/'))).toBe(false);
  });

  it("a material change moves 'Atualizado em' without a note; an 'Alteração menor' moves nothing", () => {
    const material = planArticleSave(input({ existing: published, materialChange: true }));
    expect(article(material)).toMatchObject({ modifiedAt: SERVER_TIME });
    expect(article(material)).not.toHaveProperty('noteCount');
    const minor = planArticleSave(input({ existing: published, materialChange: false }));
    expect(article(minor)).not.toHaveProperty('modifiedAt');
    expect(paths(minor).some((p) => p.includes('/notes/'))).toBe(false);
  });

  it('an article not yet public gets neither (its first publication is no update)', () => {
    const writes = planArticleSave(
      input({
        existing: { ...published, status: 'draft' },
        materialChange: true,
        note: { kind: 'update', text: 'Nota' },
      }),
    );
    expect(article(writes)).not.toHaveProperty('modifiedAt');
    expect(paths(writes).some((p) => p.includes('/notes/'))).toBe(false);
  });
});
