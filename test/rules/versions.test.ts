// Versioned saves: articles/{id}.version is 1 on create and the stored value + 1 on every update, so
// a save based on a stale copy is refused by the server whoever sends it. The body changes only in
// the batch that writes its article's next version. Articles written before versions existed count
// as version 0.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { createArticleWrites, newArticle, SEEDED, SEEDED_VERSIONS } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { PEOPLE, STAFF, type Who } from './support/personas';
import { commit, set, update } from './support/writes';

const bed = useRulesBed('versions');
const { published, draft, demotedArticle } = SEEDED;
const stored = (id: string) => SEEDED_VERSIONS[id] ?? 0;

/** The editor's save of an existing article: metadata with an explicit version, and the body. */
const saveWrites = (id: string, version: unknown, title = 'Título novo') => [
  update(`articles/${id}`, { title, version, updatedAt: serverTimestamp() }),
  update(`articleContents/${id}`, { content: `<p>${title}</p>`, updatedAt: serverTimestamp() }),
];

describe('create', () => {
  it.each(STAFF)('allowed: %s creates an article at version 1', (who) =>
    allowed(commit(bed().db(who), createArticleWrites('v1', newArticle({ authorId: PEOPLE[who as 'editor'].uid })))),
  );

  it.each<[string, Record<string, unknown>]>([
    ['version 0', { version: 0 }],
    ['version 2', { version: 2 }],
    ['no version', { version: undefined }],
    ['a string version', { version: '1' }],
    ['a fractional version', { version: 1.5 }],
  ])('denied: creating an article with %s', (_name, overrides) => {
    const article = newArticle(overrides);
    if (article.version === undefined) delete article.version;
    return denied(commit(bed().db('editor'), createArticleWrites('v-ruim', article)));
  });
});

describe('update', () => {
  it('allowed: the stored version + 1', () =>
    allowed(commit(bed().db('editor'), saveWrites(published.id, stored(published.id) + 1))));

  it.each<[string, number]>([
    ['the stored version (a stale copy)', stored(published.id)],
    ['an older version', stored(published.id) - 1],
    ['a skipped number (+2)', stored(published.id) + 2],
    ['a jump far ahead', stored(published.id) + 100],
  ])('denied: a save carrying %s', (_name, version) =>
    denied(commit(bed().db('editor'), saveWrites(published.id, version))),
  );

  it('denied: a save that leaves the version as stored (no version key)', () =>
    denied(
      commit(bed().db('editor'), [
        update(`articles/${draft.id}`, { title: 'Sem versão', updatedAt: serverTimestamp() }),
        update(`articleContents/${draft.id}`, { content: '<p>x</p>', updatedAt: serverTimestamp() }),
      ]),
    ));

  it('denied: a full set() of an existing article at version 1 (a re-create over a stored article)', () =>
    denied(
      commit(bed().db('editor'), [
        set(`articles/${draft.id}`, newArticle({ slug: draft.slug, version: 1, createdAt: serverTimestamp() })),
      ]),
    ));

  it('an article written before versions existed counts as version 0: 1 is accepted, 2 is not', async () => {
    await denied(commit(bed().db('admin'), saveWrites(demotedArticle.id, 2)));
    await allowed(commit(bed().db('admin'), saveWrites(demotedArticle.id, 1)));
    await allowed(commit(bed().db('admin'), saveWrites(demotedArticle.id, 2, 'Outra vez')));
  });

  it('two people saving from the same copy: the first save wins, the second is refused', async () => {
    const base = stored(published.id);
    await allowed(commit(bed().db('editor'), saveWrites(published.id, base + 1, 'Da Edna')));
    await denied(commit(bed().db('admin'), saveWrites(published.id, base + 1, 'Da Ada')));
    // Re-read, then saved on top of the new version: accepted.
    await allowed(commit(bed().db('admin'), saveWrites(published.id, base + 2, 'Da Ada, por cima')));
  });
});

describe('the body follows its article’s version', () => {
  const bodyOnly = (who: Who) =>
    commit(bed().db(who), [
      update(`articleContents/${published.id}`, { content: '<p>Só o corpo</p>', updatedAt: serverTimestamp() }),
    ]);

  it.each(STAFF)('denied: %s changing the body without writing the article’s next version', (who) =>
    denied(bodyOnly(who)),
  );

  it('denied: a body written with a stale article version (the whole batch)', () =>
    denied(commit(bed().db('editor'), saveWrites(published.id, stored(published.id)))));

  it('allowed: the body with the article’s next version', () =>
    allowed(commit(bed().db('admin'), saveWrites(published.id, stored(published.id) + 1))));
});
