// The article editor's documents (issue 11): SEO keys on articles, autosaved drafts, revisions and
// old-slug redirects. Staff write them; a plain user, a demoted editor and a visitor never do.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { createArticleWrites, newArticle, PAST, SEEDED, touchArticle } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, PEOPLE, STAFF, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('editor');
const isStaff = (who: Who) => STAFF.includes(who);
const { published, draft } = SEEDED;
const uidOf = (who: Who) => (who === 'anonymous' ? PEOPLE.user.uid : PEOPLE[who as PersonaKey].uid);

function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Rascunho em andamento',
    excerpt: '',
    content: '<p>Texto</p>',
    imageUrl: '',
    category: 'tecnologia',
    tags: ['IA'],
    featured: false,
    status: 'draft',
    slug: '',
    metaTitle: '',
    metaDescription: '',
    ...overrides,
  };
}

/** One person's autosave, as the editor writes it at articleDrafts/{articleId}/people/{uid}. */
const draftDoc = (overrides: Record<string, unknown> = {}) => ({
  form: form(),
  baseVersion: 1,
  updatedAt: serverTimestamp(),
  ...overrides,
});
const draftOf = (articleId: string, who: Who) => `articleDrafts/${articleId}/people/${uidOf(who)}`;

const revisionDoc = (who: Who, overrides: Record<string, unknown> = {}) => ({
  form: form({ status: 'published', slug: published.slug }),
  savedBy: uidOf(who),
  savedByName: 'Quem salvou',
  savedAt: serverTimestamp(),
  ...overrides,
});

describe('articles: the optional metaTitle and metaDescription keys', () => {
  const touch = touchArticle;

  it.each(STAFF)('allowed: %s creates an article with SEO fields', (who) => {
    const article = newArticle({
      authorId: uidOf(who),
      metaTitle: 'Título para buscadores',
      metaDescription: 'Descrição para buscadores',
    });
    return allowed(commit(bed().db(who), createArticleWrites('com-seo', article)));
  });

  it('allowed: an editor sets them on an existing article', () =>
    allowed(
      commit(bed().db('editor'), [update(`articles/${draft.id}`, touch({ metaTitle: 'M', metaDescription: 'D' }))]),
    ));

  it.each(NOT_STAFF)('denied: %s setting a metaTitle', (who) =>
    denied(commit(bed().db(who), [update(`articles/${published.id}`, touch({ metaTitle: 'Pichado' }))])),
  );

  it.each<[string, Record<string, unknown>]>([
    ['a 201-character metaTitle', { metaTitle: 'T'.repeat(201) }],
    ['a 501-character metaDescription', { metaDescription: 'D'.repeat(501) }],
    ['a numeric metaTitle', { metaTitle: 60 }],
    ['a null metaDescription', { metaDescription: null }],
  ])('denied: %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), [update(`articles/${draft.id}`, touch(overrides))])),
  );
});

describe('articleDrafts/{articleId}/people/{uid}: one autosave per article and person', () => {
  // A contributor autosaves their own articles, and new ones (see contributor.test.ts).
  it.each(ALL_CALLERS)('%s autosaving their draft of a new article', (who) =>
    expectRule(
      isStaff(who) || who === 'contributor',
      commit(bed().db(who), [set(draftOf('novo-1', who), draftDoc({ baseVersion: 0 }))]),
    ),
  );

  it.each(ALL_CALLERS)('%s autosaving their draft of a published article', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), [set(draftOf(published.id, who), draftDoc())])),
  );

  it('allowed: two editors autosave the same article side by side, neither touching the other', async () => {
    await allowed(commit(bed().db('editor'), [set(draftOf(published.id, 'editor'), draftDoc())]));
    await allowed(commit(bed().db('otherEditor'), [set(draftOf(published.id, 'otherEditor'), draftDoc())]));
    await allowed(commit(bed().db('editor'), [set(draftOf(published.id, 'editor'), draftDoc({ baseVersion: 2 }))]));
  });

  it.each<[Who, boolean]>([
    ['editor', true],
    ['otherEditor', false],
    ['admin', true],
    ['user', false],
    ['demoted', false],
    ['newcomer', false],
    ['anonymous', false],
  ])('%s reading the editor’s draft: %s (only its owner and admins)', async (who, ok) => {
    await commit(bed().owner(), [set(draftOf('lido', 'editor'), { ...draftDoc(), updatedAt: PAST })]);
    await expectRule(ok, read(bed().db(who), draftOf('lido', 'editor')));
  });

  it('denied: an editor listing the article’s drafts of other people; allowed: an admin', async () => {
    const { collection, getDocs } = await import('firebase/firestore/lite');
    await commit(bed().owner(), [
      set(draftOf('lista', 'editor'), { ...draftDoc(), updatedAt: PAST }),
      set(draftOf('lista', 'otherEditor'), { ...draftDoc(), updatedAt: PAST }),
    ]);
    await denied(getDocs(collection(bed().db('editor'), 'articleDrafts/lista/people')));
    await allowed(getDocs(collection(bed().db('admin'), 'articleDrafts/lista/people')));
  });

  it.each<[Who, Who]>([
    ['otherEditor', 'editor'],
    ['admin', 'editor'],
    ['editor', 'admin'],
  ])('denied: %s writing the draft of %s', async (who, owner) => {
    await commit(bed().owner(), [set(draftOf('alheio', owner), { ...draftDoc(), updatedAt: PAST })]);
    await denied(commit(bed().db(who), [set(draftOf('alheio', owner), draftDoc())]));
  });

  it.each<[Who, Who, boolean]>([
    ['editor', 'editor', true],
    ['admin', 'editor', true],
    ['otherEditor', 'editor', false],
    ['user', 'editor', false],
    ['anonymous', 'editor', false],
  ])('%s deleting the draft of %s: %s', async (who, owner, ok) => {
    await commit(bed().owner(), [set(draftOf('velho', owner), { ...draftDoc(), updatedAt: PAST })]);
    await expectRule(ok, commit(bed().db(who), [del(draftOf('velho', owner))]));
  });

  it('denied: a demoted editor writing their own draft', () =>
    denied(commit(bed().db('demoted'), [set(draftOf(published.id, 'demoted'), draftDoc())])));

  it('denied: the shared draft of the old model (articleDrafts/{articleId})', () =>
    denied(
      commit(bed().db('editor'), [
        set(`articleDrafts/${published.id}`, { form: form(), authorId: uidOf('editor'), updatedBy: uidOf('editor') }),
      ]),
    ));

  it.each<[string, Record<string, unknown>]>([
    ['a fixed updatedAt', { updatedAt: PAST }],
    ['an extra key', { views: 1 }],
    ['an authorId (the owner is the path)', { authorId: PEOPLE.editor.uid }],
    ['no baseVersion', { baseVersion: undefined }],
    ['a negative baseVersion', { baseVersion: -1 }],
    ['a fractional baseVersion', { baseVersion: 1.5 }],
    ['a form with an extra key', { form: { ...form(), extra: true } }],
    ['a form without content', { form: (({ content: _c, ...rest }) => rest)(form()) }],
    ['a form with a body over 900 KB', { form: form({ content: 'x'.repeat(900 * 1024 + 1) }) }],
    ['a form with an unknown status', { form: form({ status: 'archived' }) }],
    ['a form with a 201-character title', { form: form({ title: 'T'.repeat(201) }) }],
    ['a form with tags as a string', { form: form({ tags: 'a, b' }) }],
    ['a form with featured as a string', { form: form({ featured: 'sim' }) }],
  ])('denied: an editor autosaving %s', (_name, overrides) => {
    const data: Record<string, unknown> = draftDoc(overrides);
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    return denied(commit(bed().db('editor'), [set(draftOf('invalido', 'editor'), data)]));
  });
});

describe('articles/{id}/revisions/{rev}', () => {
  const path = `articles/${published.id}/revisions/r1`;

  it.each(ALL_CALLERS)('%s recording a revision', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), [set(path, revisionDoc(who))])),
  );

  it('allowed: a revision in the same batch as the article create', () => {
    const article = newArticle();
    return allowed(
      commit(bed().db('editor'), [
        ...createArticleWrites('com-revisao', article),
        set('articles/com-revisao/revisions/r1', revisionDoc('editor')),
      ]),
    );
  });

  it.each(ALL_CALLERS)('%s reading revisions', async (who) => {
    await commit(bed().owner(), [set(path, { ...revisionDoc('editor'), savedAt: PAST })]);
    await expectRule(isStaff(who), read(bed().db(who), path));
  });

  it.each(ALL_CALLERS)('%s pruning a revision', async (who) => {
    await commit(bed().owner(), [set(path, { ...revisionDoc('editor'), savedAt: PAST })]);
    await expectRule(isStaff(who), commit(bed().db(who), [del(path)]));
  });

  it('denied: rewriting a revision', async () => {
    await commit(bed().owner(), [set(path, { ...revisionDoc('editor'), savedAt: PAST })]);
    await denied(commit(bed().db('editor'), [update(path, { savedByName: 'Outro', savedAt: serverTimestamp() })]));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a save with its version', { version: 4, kind: 'save' }],
    ['a conflict copy', { version: 3, kind: 'conflict' }],
    ['a takeover copy', { version: 3, kind: 'takeover' }],
  ])('allowed: a revision recording %s', (_name, overrides) =>
    allowed(commit(bed().db('editor'), [set(path, revisionDoc('editor', overrides))])),
  );

  it.each<[string, Record<string, unknown>]>([
    ['savedBy of someone else', { savedBy: PEOPLE.admin.uid }],
    ['an unknown kind', { kind: 'rascunho' }],
    ['a version that is not an integer', { version: '3' }],
    ['a back-dated savedAt', { savedAt: PAST }],
    ['an extra key', { comment: 'x' }],
    ['a form with an extra key', { form: { ...form(), likes: 3 } }],
    ['a 101-character name', { savedByName: 'N'.repeat(101) }],
  ])('denied: a revision with %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), [set(path, revisionDoc('editor', overrides))])),
  );
});

describe('slugRedirects/{oldSlug}', () => {
  const touch = touchArticle;
  const renameWrites = () => [
    update(`articles/${published.id}`, touch({ slug: 'endereco-novo' })),
    set('slugs/endereco-novo', { articleId: published.id }),
    del(`slugs/${published.slug}`),
    set(`slugRedirects/${published.slug}`, { articleId: published.id }),
  ];

  it.each(ALL_CALLERS)('%s renaming a slug with its redirect', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), renameWrites())),
  );

  it.each(ALL_CALLERS)('%s reading a redirect', async (who) => {
    await commit(bed().owner(), [set('slugRedirects/endereco-antigo', { articleId: published.id })]);
    await allowed(read(bed().db(who), 'slugRedirects/endereco-antigo'));
  });

  it('denied: a visitor listing redirects (they are fetched by slug only)', async () => {
    const { collection, getDocs } = await import('firebase/firestore/lite');
    await denied(getDocs(collection(bed().db('anonymous'), 'slugRedirects')));
  });

  it('denied: a redirect for the slug the article still holds (it would hijack a live URL)', () =>
    denied(commit(bed().db('editor'), [set(`slugRedirects/${published.slug}`, { articleId: published.id })])));

  // The old address of another article is theirs: pointing it elsewhere would take its readers
  // (and, once the article is gone, its address for good).
  it.each<[Who, string]>([
    ['contributor', SEEDED.contributorDraft.id],
    ['editor', draft.id],
  ])('denied: %s pointing another article’s old slug at their own', async (who, mine) => {
    await commit(bed().owner(), [set('slugRedirects/endereco-antigo', { articleId: published.id })]);
    await denied(commit(bed().db(who), [set('slugRedirects/endereco-antigo', { articleId: mine })]));
  });

  it.each<[Who, string]>([
    ['contributor', SEEDED.contributorDraft.id],
    ['editor', draft.id],
  ])('denied: %s claiming a never-used address as an old slug of their article', (who, mine) =>
    denied(commit(bed().db(who), [set('slugRedirects/nunca-usado', { articleId: mine })])),
  );

  it('denied: a rename batch that also redirects a slug the article never held', () =>
    denied(
      commit(bed().db('editor'), [...renameWrites(), set('slugRedirects/outro-endereco', { articleId: published.id })]),
    ));

  it('denied: moving off a slug over another article’s redirect of it', async () => {
    await commit(bed().owner(), [set(`slugRedirects/${published.slug}`, { articleId: draft.id })]);
    await denied(commit(bed().db('editor'), renameWrites()));
  });

  it('allowed: moving off a slug again rewrites the article’s own redirect', async () => {
    await commit(bed().owner(), [set(`slugRedirects/${published.slug}`, { articleId: published.id })]);
    await allowed(commit(bed().db('editor'), renameWrites()));
  });

  it('denied: a redirect to an article that does not exist', () =>
    denied(commit(bed().db('editor'), [set('slugRedirects/qualquer', { articleId: 'nao-existe' })])));

  it('denied: a redirect with an extra key', () => {
    const writes = renameWrites();
    writes[3] = set(`slugRedirects/${published.slug}`, { articleId: published.id, status: 301 });
    return denied(commit(bed().db('editor'), writes));
  });

  it('allowed: a new article claiming a redirected slug removes the redirect in its batch', async () => {
    await commit(bed().owner(), [set('slugRedirects/endereco-livre', { articleId: published.id })]);
    const article = newArticle({ slug: 'endereco-livre' });
    await allowed(
      commit(bed().db('editor'), [...createArticleWrites('herdeiro', article), del('slugRedirects/endereco-livre')]),
    );
  });

  it.each(ALL_CALLERS)('%s deleting a redirect', async (who) => {
    await commit(bed().owner(), [set('slugRedirects/endereco-antigo', { articleId: published.id })]);
    await expectRule(isStaff(who), commit(bed().db(who), [del('slugRedirects/endereco-antigo')]));
  });
});
