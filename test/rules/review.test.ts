// articles/{id}.review: review apart from publication. Whoever may write an article asks for review
// (a contributor only on their own draft); editors and admins approve or ask for changes, never on
// a review they asked for; every transition rides on the article's next version and is recorded by
// a revision of its kind with the same note, in the same batch.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { createArticleWrites, newArticle, PAST, SEEDED, SEEDED_VERSIONS } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { PEOPLE, type PersonaKey } from './support/personas';
import { reviewMap, reviewRevision, transitionWrites, type Transition } from './support/review';
import { commit, read, set, update } from './support/writes';

const bed = useRulesBed('review');
const { contributorDraft: caiosDraft, published, draft: ednasDraft } = SEEDED;
const versionOf = (id: string) => SEEDED_VERSIONS[id] ?? 0;

const run = (t: Transition) => commit(bed().db(t.who), transitionWrites(t));

/** Caio's draft with his review request stored (as the owner, at the next version). */
async function requestedByCaio(): Promise<number> {
  const version = versionOf(caiosDraft.id) + 1;
  await allowed(
    run({ who: 'contributor', articleId: caiosDraft.id, version, state: 'requested', requestedBy: 'contributor' }),
  );
  return version;
}

describe('asking for review', () => {
  it('allowed: an editor sends a published article back to review; it stays published', async () => {
    const version = versionOf(published.id) + 1;
    await allowed(
      run({
        who: 'editor',
        articleId: published.id,
        version,
        state: 'requested',
        requestedBy: 'editor',
        note: 'Conferir números',
      }),
    );
    const stored = (await read(bed().owner(), `articles/${published.id}`)).data()!;
    expect(stored.status).toBe('published');
    expect(stored.review).toMatchObject({ state: 'requested', note: 'Conferir números', version });
  });

  it('allowed: a contributor on their draft, with a save riding on it', () =>
    allowed(
      run({
        who: 'contributor',
        articleId: caiosDraft.id,
        version: versionOf(caiosDraft.id) + 1,
        state: 'requested',
        requestedBy: 'contributor',
        fields: { title: 'Título pronto para revisão' },
      }),
    ));

  it('denied: asking again while a review is under way', async () => {
    const version = await requestedByCaio();
    await denied(
      run({
        who: 'contributor',
        articleId: caiosDraft.id,
        version: version + 1,
        state: 'requested',
        requestedBy: 'contributor',
      }),
    );
  });

  it.each<[string, Partial<Transition>]>([
    ['no revision in the batch', { revision: null }],
    ['a revision of another kind', { revision: { kind: 'save' } }],
    ['a revision with another note', { note: 'Nota', revision: { note: 'Outra nota' } }],
    ['a revision of another version', { revision: { version: 99 } }],
    ['a back-dated time', { review: { at: PAST } }],
    ['someone else as its author', { review: { by: PEOPLE.editor.uid } }],
    ['someone else as the requester', { review: { requestedBy: PEOPLE.editor.uid } }],
    ['a version other than the article’s', { review: { version: 1 } }],
    ['a note over 1,000 characters', { note: 'n'.repeat(1001) }],
    ['an unknown state', { review: { state: 'pending' } }],
    ['the state none written out', { review: { state: 'none' } }],
    ['an extra key', { review: { urgent: true } }],
    ['a revision id naming another path', { review: { revisionId: 'x/y' } }],
  ])('denied: a request with %s', (_name, broken) =>
    denied(
      run({
        who: 'contributor',
        articleId: caiosDraft.id,
        version: versionOf(caiosDraft.id) + 1,
        state: 'requested',
        requestedBy: 'contributor',
        ...broken,
      }),
    ),
  );

  it('denied: a review entry in the history without its transition', () =>
    denied(
      commit(bed().db('contributor'), [
        set(`articles/${caiosDraft.id}/revisions/falsa`, {
          form: {
            title: '',
            excerpt: '',
            content: '',
            imageUrl: '',
            category: '',
            tags: [],
            featured: false,
            status: 'draft',
            slug: '',
            metaTitle: '',
            metaDescription: '',
          },
          savedBy: PEOPLE.contributor.uid,
          savedByName: PEOPLE.contributor.name,
          savedAt: serverTimestamp(),
          version: 2,
          kind: 'review-approved',
          note: 'Aprovado (por ninguém)',
        }),
      ]),
    ));

  it.each<PersonaKey>(['user', 'demoted', 'otherContributor'])(
    'denied: %s asking for review of someone’s draft',
    (who) =>
      denied(
        run({
          who,
          articleId: caiosDraft.id,
          version: versionOf(caiosDraft.id) + 1,
          state: 'requested',
          requestedBy: who,
        }),
      ),
  );
});

describe('deciding a review', () => {
  it.each<[PersonaKey, 'approved' | 'changes']>([
    ['editor', 'approved'],
    ['editor', 'changes'],
    ['admin', 'approved'],
    ['admin', 'changes'],
  ])('allowed: %s → %s on a contributor’s request', async (who, state) => {
    const version = await requestedByCaio();
    await allowed(
      run({ who, articleId: caiosDraft.id, version: version + 1, state, requestedBy: 'contributor', note: 'Ok' }),
    );
    const stored = (await read(bed().owner(), `articles/${caiosDraft.id}`)).data()!;
    expect(stored.review).toMatchObject({ state, by: PEOPLE[who].uid, requestedBy: PEOPLE.contributor.uid });
    expect(stored.status).toBe('draft');
  });

  it.each<'approved' | 'changes'>(['approved', 'changes'])(
    'denied: a contributor deciding their own request (%s)',
    async (state) => {
      const version = await requestedByCaio();
      await denied(
        run({ who: 'contributor', articleId: caiosDraft.id, version: version + 1, state, requestedBy: 'contributor' }),
      );
    },
  );

  it('denied: an editor approving the review they asked for; allowed: another editor', async () => {
    const version = versionOf(ednasDraft.id) + 1;
    await allowed(run({ who: 'editor', articleId: ednasDraft.id, version, state: 'requested', requestedBy: 'editor' }));
    await denied(
      run({ who: 'editor', articleId: ednasDraft.id, version: version + 1, state: 'approved', requestedBy: 'editor' }),
    );
    await allowed(
      run({
        who: 'otherEditor',
        articleId: ednasDraft.id,
        version: version + 1,
        state: 'approved',
        requestedBy: 'editor',
      }),
    );
  });

  it('denied: approving an article nobody asked to review', () =>
    denied(
      run({
        who: 'editor',
        articleId: caiosDraft.id,
        version: versionOf(caiosDraft.id) + 1,
        state: 'approved',
        requestedBy: 'contributor',
      }),
    ));

  it('denied: a decision that rewrites who asked', async () => {
    const version = await requestedByCaio();
    await denied(
      run({ who: 'editor', articleId: caiosDraft.id, version: version + 1, state: 'approved', requestedBy: 'admin' }),
    );
  });

  it('after changes were asked: approving directly is denied; the author asks again, then it is approved', async () => {
    const version = await requestedByCaio();
    await allowed(
      run({
        who: 'editor',
        articleId: caiosDraft.id,
        version: version + 1,
        state: 'changes',
        requestedBy: 'contributor',
        note: 'Falta fonte',
      }),
    );
    await denied(
      run({
        who: 'editor',
        articleId: caiosDraft.id,
        version: version + 2,
        state: 'approved',
        requestedBy: 'contributor',
      }),
    );
    await allowed(
      run({
        who: 'contributor',
        articleId: caiosDraft.id,
        version: version + 2,
        state: 'requested',
        requestedBy: 'contributor',
        fields: { title: 'Com a fonte' },
      }),
    );
    await allowed(
      run({
        who: 'editor',
        articleId: caiosDraft.id,
        version: version + 3,
        state: 'approved',
        requestedBy: 'contributor',
      }),
    );
  });

  it('denied: a decision on a stale version', async () => {
    const version = await requestedByCaio();
    await denied(
      run({ who: 'editor', articleId: caiosDraft.id, version, state: 'approved', requestedBy: 'contributor' }),
    );
  });

  it('two editors deciding the same request at once: exactly one decision lands', async () => {
    const version = await requestedByCaio();
    const results = await Promise.allSettled([
      run({
        who: 'editor',
        articleId: caiosDraft.id,
        version: version + 1,
        state: 'approved',
        requestedBy: 'contributor',
        revisionId: 'decisaoEdna',
      }),
      run({
        who: 'admin',
        articleId: caiosDraft.id,
        version: version + 1,
        state: 'changes',
        requestedBy: 'contributor',
        revisionId: 'decisaoAda',
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = (await read(bed().owner(), `articles/${caiosDraft.id}`)).data()!;
    const winner = results[0]!.status === 'fulfilled' ? 'decisaoEdna' : 'decisaoAda';
    expect(stored.review.revisionId).toBe(winner);
    expect(stored.version).toBe(version + 1);
    const loser = winner === 'decisaoEdna' ? 'decisaoAda' : 'decisaoEdna';
    expect((await read(bed().owner(), `articles/${caiosDraft.id}/revisions/${loser}`)).exists()).toBe(false);
  });
});

describe('a plain save keeps the review as it is', () => {
  it('allowed: an editor saving an article under review without touching it; denied: a save that drops it', async () => {
    const version = await requestedByCaio();
    await allowed(
      commit(bed().db('editor'), [
        update(`articles/${caiosDraft.id}`, {
          title: 'Ajuste do editor',
          version: version + 1,
          updatedAt: serverTimestamp(),
        }),
      ]),
    );
    await denied(
      commit(bed().db('editor'), [
        update(`articles/${caiosDraft.id}`, { review: null, version: version + 2, updatedAt: serverTimestamp() }),
      ]),
    );
  });

  it('denied: creating an article already approved', () => {
    const t = {
      who: 'editor',
      articleId: 'ja-aprovado',
      version: 1,
      state: 'approved',
      requestedBy: 'otherEditor',
    } as const;
    const article = newArticle({ slug: 'aprovado-de-saida', review: reviewMap(t) });
    return denied(commit(bed().db('editor'), [...createArticleWrites('ja-aprovado', article), reviewRevision(t)]));
  });
});
