// articles/{id}: public reads of published articles (lists only with the published filter), staff
// writes with full validation, and the slug/body companions written in the same batch. No client
// makes an article public (scheduling.test.ts: what clients may do with publication).
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { normalizeTag } from '@pauta/model';
import { allowed, denied, expectRule } from './support/cases';
import { createArticleWrites, FUTURE, newArticle, newContent, PAST, SEEDED, touchArticle } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, PEOPLE, STAFF, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('articles');
const articles = (db: Firestore) => collection(db, 'articles');
const isStaff = (who: Who) => STAFF.includes(who);
const { published, draft, demotedArticle, scheduled } = SEEDED;

describe('articles/{id} get', () => {
  it.each(ALL_CALLERS)('%s reads a published article', (who) =>
    allowed(read(bed().db(who), `articles/${published.id}`)),
  );
  it.each(ALL_CALLERS)('%s reading a draft', (who) =>
    expectRule(isStaff(who), read(bed().db(who), `articles/${draft.id}`)),
  );
});

describe('articles list', () => {
  const publishedQueries: [string, (db: Firestore) => ReturnType<typeof query>][] = [
    [
      'newest first',
      (db) => query(articles(db), where('status', '==', 'published'), orderBy('publishedAt', 'desc'), limit(6)),
    ],
    [
      'featured',
      (db) =>
        query(
          articles(db),
          where('status', '==', 'published'),
          where('featured', '==', true),
          orderBy('publishedAt', 'desc'),
          limit(1),
        ),
    ],
    [
      'by category',
      (db) =>
        query(
          articles(db),
          where('status', '==', 'published'),
          where('category', '==', 'economia'),
          orderBy('publishedAt', 'desc'),
        ),
    ],
    [
      'by tag',
      (db) =>
        query(
          articles(db),
          where('status', '==', 'published'),
          where('tagKeys', 'array-contains', 'inflacao'),
          orderBy('publishedAt', 'desc'),
        ),
    ],
    [
      'by author',
      (db) =>
        query(
          articles(db),
          where('status', '==', 'published'),
          where('authorId', '==', PEOPLE.editor.uid),
          orderBy('publishedAt', 'desc'),
        ),
    ],
    [
      'by slug',
      (db) => query(articles(db), where('status', '==', 'published'), where('slug', '==', published.slug), limit(1)),
    ],
  ];
  for (const [name, build] of publishedQueries) {
    it.each(['anonymous', 'user'] as Who[])(`%s lists published articles ${name}`, (who) =>
      allowed(getDocs(build(bed().db(who)))),
    );
  }

  it.each(ALL_CALLERS)('%s listing every article (no published filter)', (who) =>
    expectRule(isStaff(who), getDocs(query(articles(bed().db(who)), orderBy('createdAt', 'desc')))),
  );

  it.each(ALL_CALLERS)('%s listing drafts', (who) =>
    expectRule(isStaff(who), getDocs(query(articles(bed().db(who)), where('status', '==', 'draft')))),
  );

  it('denied: anonymous listing without the filter even when every stored article is published', async () => {
    await commit(
      bed().owner(),
      [draft, scheduled].flatMap((a) => [
        del(`articles/${a.id}`),
        del(`articleContents/${a.id}`),
        del(`slugs/${a.slug}`),
      ]),
    );
    await denied(getDocs(query(articles(bed().db('anonymous')), limit(10))));
  });

  it('denied: anonymous listing by category without the status filter', () =>
    denied(getDocs(query(articles(bed().db('anonymous')), where('category', '==', 'economia')))));

  it('allowed: anonymous counts published articles', () =>
    allowed(getCount(query(articles(bed().db('anonymous')), where('status', '==', 'published')))));

  it.each(ALL_CALLERS)('%s counting every article (the dashboard)', (who) =>
    expectRule(isStaff(who), getCount(articles(bed().db(who)))),
  );
});

describe('articles/{id} create', () => {
  const own = (who: PersonaKey, overrides: Record<string, unknown> = {}) =>
    newArticle({ authorId: PEOPLE[who].uid, authorName: PEOPLE[who].name, ...overrides });

  it.each(['editor', 'admin'] as PersonaKey[])('allowed: %s creates a draft', (who) =>
    allowed(commit(bed().db(who), createArticleWrites('novo', own(who)))),
  );

  it.each(['editor', 'admin'] as PersonaKey[])(
    'denied: %s creating a published article (publishing is the server’s step)',
    (who) =>
      denied(
        commit(
          bed().db(who),
          createArticleWrites('novo', own(who, { status: 'published', publishedAt: serverTimestamp() })),
        ),
      ),
  );

  it('allowed: 20 tags of 40 characters, 200-character title, 500-character excerpt, 120-character slug', () => {
    const tags = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}${'á'.repeat(38)}`);
    const slug = 'a'.repeat(120);
    const article = own('editor', {
      tags,
      tagKeys: tags.map(normalizeTag),
      title: 'T'.repeat(200),
      excerpt: 'E'.repeat(500),
      slug,
    });
    return allowed(commit(bed().db('editor'), createArticleWrites('limites', article)));
  });

  it('allowed: scheduling an article that already carries 20 tags (the costliest update)', async () => {
    const tags = Array.from({ length: 20 }, (_, i) => `tópico número ${i}`.padEnd(40, 'x'));
    const article = own('editor', { tags, tagKeys: tags.map(normalizeTag) });
    await commit(bed().db('editor'), createArticleWrites('vinte', article));
    await allowed(
      commit(bed().db('editor'), [
        update('articles/vinte', touchArticle({ status: 'scheduled', scheduledFor: FUTURE })),
        update('articleContents/vinte', { status: 'scheduled', updatedAt: serverTimestamp() }),
      ]),
    );
  });

  it('allowed: a body of exactly 900 KB', () => {
    const article = own('editor');
    return allowed(
      commit(
        bed().db('editor'),
        createArticleWrites('grande', article, { content: newContent(article, { content: 'x'.repeat(900 * 1024) }) }),
      ),
    );
  });

  // A staff profile is not enough: a token whose address is not verified has no role above
  // 'user' (an editor profile made by the sign-up role, or an address changed since).
  it.each<[string, PersonaKey]>([
    ['an editor', 'editor'],
    ['an admin', 'admin'],
    ['a contributor', 'contributor'],
  ])('denied: %s whose e-mail is not verified writing or reading drafts', async (_name, who) => {
    const { uid, email } = PEOPLE[who];
    const db = bed().withToken(`unverified-${who}`, { sub: uid, email, email_verified: false });
    await denied(commit(db, createArticleWrites('nao-verificado', own(who))));
    await denied(read(db, `articles/${draft.id}`));
    await denied(read(db, `articles/${SEEDED.contributorDraft.id}`));
    await allowed(read(db, `articles/${published.id}`));
  });

  it.each(['anonymous', 'user', 'demoted', 'newcomer'] as Who[])(
    'denied: %s creating an article (publishing as a user)',
    (who) => {
      const author = who === 'anonymous' ? PEOPLE.user : PEOPLE[who];
      const article = newArticle({ authorId: author.uid, status: 'published', publishedAt: serverTimestamp() });
      return denied(commit(bed().db(who), createArticleWrites('invasor', article)));
    },
  );

  const tooManyTags = Array.from({ length: 21 }, (_, i) => `tag${i}`);
  const invalid: [string, Record<string, unknown>][] = [
    ['authorId set to someone else', { authorId: PEOPLE.otherEditor.uid }],
    ['an empty title', { title: '' }],
    ['a 201-character title', { title: 'T'.repeat(201) }],
    ['a numeric title', { title: 123 }],
    ['a 501-character excerpt', { excerpt: 'E'.repeat(501) }],
    ['a 2049-character imageUrl', { imageUrl: 'h'.repeat(2049) }],
    ['an unknown category', { category: 'culinaria', categoryPath: '/categoria/culinaria' }],
    ['a categoryPath that does not match', { categoryPath: '/categoria/esportes' }],
    ['featured as a string', { featured: 'sim' }],
    ['an unknown status', { status: 'archived' }],
    ['tags as a string', { tags: 'ia, jornalismo', tagKeys: ['ia'] }],
    ['21 tags', { tags: tooManyTags, tagKeys: tooManyTags }],
    ['a 41-character tag', { tags: ['t'.repeat(41)], tagKeys: ['t'.repeat(41)] }],
    ['an empty tag', { tags: [''], tagKeys: [''] }],
    ['a numeric tag', { tags: [5], tagKeys: ['5'] }],
    ['tagKeys of another size than tags', { tagKeys: ['inteligencia artificial'] }],
    ['a tag with a line break', { tags: ['linha\nquebrada'], tagKeys: ['linha quebrada'] }],
    ['a slug with spaces and accents', { slug: 'Slug Inválido' }],
    ['a slug with a double hyphen', { slug: 'a--b' }],
    ['a slug with a leading hyphen', { slug: '-abc' }],
    ['a 121-character slug', { slug: 'a'.repeat(121) }],
    ['a back-dated createdAt', { createdAt: PAST }],
    ['a fixed updatedAt', { updatedAt: PAST }],
    ['a published article without publishedAt', { status: 'published', publishedAt: null }],
    ['a draft with a publishedAt', { publishedAt: serverTimestamp() }],
    ['a back-dated publishedAt', { status: 'published', publishedAt: PAST }],
    ['an extra key', { views: 0 }],
    ['a numeric authorName', { authorName: 7 }],
    // The byline is the author's own profile name: nobody signs with someone else's.
    ['another person’s name as the byline', { authorName: PEOPLE.admin.name }],
    ['an empty byline', { authorName: '' }],
    // tagKeys are exactly the tags' keys: otherwise the article shows on tag pages it never names.
    ['a key of a tag the article does not show', { tags: ['Economia'], tagKeys: ['politica'] }],
    ['a key left in upper case', { tags: ['IA'], tagKeys: ['IA'] }],
    ['a key with the accent kept', { tags: ['Saúde'], tagKeys: ['saúde'] }],
    ['keys in another order than their tags', { tags: ['Brasil', 'Chile'], tagKeys: ['chile', 'brasil'] }],
    ['a numeric key', { tags: ['5'], tagKeys: [5] }],
    ['a key that spans two tags', { tags: ['a', 'b'], tagKeys: ['a\nb', ''] }],
    ['a tag with two spaces inside', { tags: ['São  Paulo'], tagKeys: ['sao  paulo'] }],
    ['a tag with a leading space', { tags: [' IA'], tagKeys: [' ia'] }],
    ['a tag with a tab', { tags: ['IA\tGenerativa'], tagKeys: ['ia\tgenerativa'] }],
  ];
  it.each(invalid)('denied: %s', (_name, overrides) => {
    const article = own('editor', overrides);
    return denied(commit(bed().db('editor'), createArticleWrites('invalido', article)));
  });

  it('allowed: tags with accents, capitals and symbols whose keys fold them', () => {
    const tags = ['Inteligência Artificial', 'SÃO PAULO', 'C++ & C#', 'Ñandú', 'Erdoğan'];
    const article = own('editor', { tags, tagKeys: tags.map(normalizeTag) });
    return allowed(commit(bed().db('editor'), createArticleWrites('acentos', article)));
  });

  it('allowed: no tags at all', () =>
    allowed(commit(bed().db('editor'), createArticleWrites('sem-tags', own('editor', { tags: [], tagKeys: [] })))));

  it('denied: a missing field', () => {
    const article = own('editor');
    delete article.excerpt;
    return denied(commit(bed().db('editor'), createArticleWrites('incompleto', article)));
  });

  it('denied: a body over 900 KB', () => {
    const article = own('editor');
    const content = newContent(article, { content: 'x'.repeat(900 * 1024 + 1) });
    return denied(commit(bed().db('editor'), createArticleWrites('enorme', article, { content })));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a body whose status differs from the article', { status: 'published' }],
    ['a body with another authorId', { authorId: PEOPLE.otherEditor.uid }],
    ['a body with an extra key', { html: true }],
    ['a numeric body', { content: 5 }],
    ['a body with a fixed updatedAt', { updatedAt: PAST }],
  ])('denied: %s', (_name, overrides) => {
    const article = own('editor');
    return denied(
      commit(bed().db('editor'), createArticleWrites('corpo', article, { content: newContent(article, overrides) })),
    );
  });

  it('denied: an article without its body', () =>
    denied(commit(bed().db('editor'), createArticleWrites('sem-corpo', own('editor'), { content: null }))));

  it('denied: an article without claiming its slug', () =>
    denied(commit(bed().db('editor'), createArticleWrites('sem-slug', own('editor'), { slug: null }))));

  it('denied: a slug another article already holds', () =>
    denied(commit(bed().db('editor'), createArticleWrites('duplicado', own('editor', { slug: published.slug })))));

  it('denied: a slug claim with an extra key', () => {
    const article = own('editor');
    const writes = createArticleWrites('slug-extra', article, { slug: null });
    writes.push(set(`slugs/${article.slug as string}`, { articleId: 'slug-extra', owner: 'edna' }));
    return denied(commit(bed().db('editor'), writes));
  });
});

describe('articles/{id} update', () => {
  const touch = touchArticle;
  const touchBody = (data: Record<string, unknown>) => ({ ...data, updatedAt: serverTimestamp() });
  const publishWrites = (id: string) => [
    update(`articles/${id}`, touch({ status: 'published', publishedAt: serverTimestamp() })),
    update(`articleContents/${id}`, touchBody({ status: 'published' })),
  ];

  it.each<[Who, string]>([
    ['editor', draft.id],
    ['otherEditor', draft.id],
    ['admin', draft.id],
    ['admin', demotedArticle.id],
  ])('allowed: %s edits the title of %s', (who, id) =>
    allowed(commit(bed().db(who), [update(`articles/${id}`, touch({ title: 'Título revisado' }))])),
  );

  it('denied: changing the byline to another name; allowed: keeping it, or following the author’s profile', async () => {
    const path = `articles/${draft.id}`;
    await denied(commit(bed().db('otherEditor'), [update(path, touch({ authorName: PEOPLE.otherEditor.name }))]));
    await denied(commit(bed().db('editor'), [update(path, touch({ authorName: 'Alguém Famoso' }))]));
    await allowed(commit(bed().db('otherEditor'), [update(path, touch({ title: 'Outro título' }))]));
    await commit(bed().owner(), [update(`profiles/${PEOPLE.editor.uid}`, { name: 'Edna Souza' })]);
    await allowed(commit(bed().db('otherEditor'), [update(path, touch({ authorName: 'Edna Souza' }))]));
  });

  it('denied: tag keys changed without their tags (the article would join another tag page)', async () => {
    const path = `articles/${published.id}`;
    await denied(commit(bed().db('editor'), [update(path, touch({ tagKeys: ['politica', 'eleicoes'] }))]));
  });

  it.each(NOT_STAFF)('denied: %s editing a title', (who) =>
    denied(commit(bed().db(who), [update(`articles/${published.id}`, touch({ title: 'Pichado' }))])),
  );

  it('denied: a demoted editor editing their own article', () =>
    denied(
      commit(bed().db('demoted'), [update(`articles/${demotedArticle.id}`, touch({ title: 'Ainda sou editor?' }))]),
    ));

  it.each(ALL_CALLERS)('denied: %s publishing a draft with its body (only the server publishes)', (who) =>
    denied(commit(bed().db(who), publishWrites(draft.id))),
  );

  it('allowed: unpublishing keeps publishedAt', () =>
    allowed(
      commit(bed().db('editor'), [
        update(`articles/${published.id}`, touch({ status: 'draft' })),
        update(`articleContents/${published.id}`, touchBody({ status: 'draft' })),
      ]),
    ));

  it('allowed: renaming the slug claims the new one and frees the old one', () =>
    allowed(
      commit(bed().db('editor'), [
        update(`articles/${draft.id}`, touch({ slug: 'novo-endereco' })),
        set('slugs/novo-endereco', { articleId: draft.id }),
        del(`slugs/${draft.slug}`),
      ]),
    ));

  it.each<[string, ReturnType<typeof update>[] | ReturnType<typeof set>[]]>([
    [
      'publishing without the body',
      [update(`articles/${draft.id}`, touch({ status: 'published', publishedAt: serverTimestamp() }))],
    ],
    [
      'publishing without publishedAt',
      [
        update(`articles/${draft.id}`, touch({ status: 'published' })),
        update(`articleContents/${draft.id}`, touchBody({ status: 'published' })),
      ],
    ],
    [
      'publishing with a back-dated publishedAt',
      [
        update(`articles/${draft.id}`, touch({ status: 'published', publishedAt: PAST })),
        update(`articleContents/${draft.id}`, touchBody({ status: 'published' })),
      ],
    ],
    [
      'moving publishedAt of a published article',
      [update(`articles/${published.id}`, touch({ publishedAt: serverTimestamp() }))],
    ],
    ['clearing publishedAt of a published article', [update(`articles/${published.id}`, touch({ publishedAt: null }))]],
    ['changing authorId', [update(`articles/${draft.id}`, touch({ authorId: PEOPLE.otherEditor.uid }))]],
    ['changing createdAt', [update(`articles/${draft.id}`, touch({ createdAt: serverTimestamp() }))]],
    ['not bumping updatedAt', [update(`articles/${draft.id}`, { title: 'Sem data', version: 2 })]],
    ['a 201-character title', [update(`articles/${draft.id}`, touch({ title: 'T'.repeat(201) }))]],
    ['an extra key', [update(`articles/${draft.id}`, touch({ likes: 10 }))]],
    [
      'an unknown category',
      [update(`articles/${draft.id}`, touch({ category: 'culinaria', categoryPath: '/categoria/culinaria' }))],
    ],
    ['renaming the slug without claiming it', [update(`articles/${draft.id}`, touch({ slug: 'sem-reserva' }))]],
    [
      'renaming to a slug another article holds',
      [
        update(`articles/${draft.id}`, touch({ slug: published.slug })),
        set(`slugs/${published.slug}`, { articleId: draft.id }),
      ],
    ],
  ])('denied: %s', (_name, writes) => denied(commit(bed().db('editor'), writes)));
});

describe('articles/{id} delete', () => {
  const deleteWrites = (id: string, slug: string) => [
    del(`articles/${id}`),
    del(`articleContents/${id}`),
    del(`slugs/${slug}`),
  ];

  it.each(['editor', 'otherEditor', 'admin'] as Who[])('allowed: %s deletes an article with its body and slug', (who) =>
    allowed(commit(bed().db(who), deleteWrites(draft.id, draft.slug))),
  );

  it.each(NOT_STAFF)('denied: %s deleting an article', (who) =>
    denied(commit(bed().db(who), deleteWrites(published.id, published.slug))),
  );

  it('denied: deleting the article but leaving its body behind', () =>
    denied(commit(bed().db('editor'), [del(`articles/${draft.id}`), del(`slugs/${draft.slug}`)])));

  it('denied: deleting the article but leaving its slug claimed', () =>
    denied(commit(bed().db('editor'), [del(`articles/${draft.id}`), del(`articleContents/${draft.id}`)])));

  it('denied: deleting the body of a live article', () =>
    denied(commit(bed().db('editor'), [del(`articleContents/${published.id}`)])));

  it('denied: freeing the slug of a live article', () =>
    denied(commit(bed().db('editor'), [del(`slugs/${published.slug}`)])));
});

describe('articleContents/{id}', () => {
  it.each(ALL_CALLERS)('%s reads the body of a published article', (who) =>
    allowed(read(bed().db(who), `articleContents/${published.id}`)),
  );

  it.each(ALL_CALLERS)('%s reading the body of a draft', (who) =>
    expectRule(isStaff(who), read(bed().db(who), `articleContents/${draft.id}`)),
  );

  // The body changes in the batch that writes its article's next version (versions.test.ts).
  const bodyEdit = (data: Record<string, unknown>) => [
    update(`articles/${draft.id}`, touchArticle({})),
    update(`articleContents/${draft.id}`, { ...data, updatedAt: serverTimestamp() }),
  ];

  it.each(['editor', 'otherEditor', 'admin'] as Who[])(
    'allowed: %s edits a body (with the article’s next version)',
    (who) => allowed(commit(bed().db(who), bodyEdit({ content: '<p>Novo texto</p>' }))),
  );

  it.each(NOT_STAFF)('denied: %s editing a body', (who) =>
    denied(commit(bed().db(who), bodyEdit({ content: '<p>Pichado</p>' }))),
  );

  it.each<[string, Record<string, unknown>]>([
    ['a status that differs from the article', { status: 'published' }],
    ['another authorId', { authorId: PEOPLE.editor.uid + 'x' }],
    ['a body over 900 KB', { content: 'x'.repeat(900 * 1024 + 1) }],
    ['a numeric body', { content: 1 }],
    ['an extra key', { summary: 'x' }],
  ])('denied: %s', (_name, data) => denied(commit(bed().db('editor'), bodyEdit(data))));

  it('denied: not bumping updatedAt', () =>
    denied(commit(bed().db('editor'), [update(`articleContents/${draft.id}`, { content: '<p>x</p>' })])));

  it('denied: a body for an article that does not exist', () =>
    denied(
      commit(bed().db('editor'), [
        set('articleContents/fantasma', {
          content: '<p>x</p>',
          status: 'draft',
          authorId: PEOPLE.editor.uid,
          updatedAt: serverTimestamp(),
        }),
      ]),
    ));
});

describe('slugs/{slug}', () => {
  // The editor checks a slug before claiming it: everyone in the newsroom may get one (not list).
  it.each(ALL_CALLERS)('%s reading a slug claim', (who) =>
    expectRule(isStaff(who) || who === 'contributor', read(bed().db(who), `slugs/${published.slug}`)),
  );

  it('denied: a contributor listing slugs', () => denied(getDocs(collection(bed().db('contributor'), 'slugs'))));

  it('denied: anonymous listing slugs', () => denied(getDocs(collection(bed().db('anonymous'), 'slugs'))));

  it('denied: claiming a slug for an article that has another slug', () =>
    denied(commit(bed().db('editor'), [set('slugs/qualquer-coisa', { articleId: published.id })])));

  it('denied: claiming a slug for an article that does not exist', () =>
    denied(commit(bed().db('editor'), [set('slugs/orfao', { articleId: 'nao-existe' })])));

  it('denied: pointing an existing claim at another article', () =>
    denied(commit(bed().db('admin'), [set(`slugs/${published.slug}`, { articleId: draft.id })])));

  it('allowed: re-claiming the slug of an article whose claim was lost', async () => {
    await commit(bed().owner(), [del(`slugs/${published.slug}`)]);
    await allowed(commit(bed().db('editor'), [set(`slugs/${published.slug}`, { articleId: published.id })]));
  });

  it('denied: a user claiming the slug of an article whose claim was lost', async () => {
    await commit(bed().owner(), [del(`slugs/${published.slug}`)]);
    await denied(commit(bed().db('user'), [set(`slugs/${published.slug}`, { articleId: published.id })]));
  });
});
